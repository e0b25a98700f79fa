"""The engine's exceptions. Each carries what the Rust error says, with
positions counted in characters of the text given."""


class HostnameError(ValueError):
    """A hostname that a profile refuses.

    ``str(err)`` says what and where. The attributes say it for code:

    * ``kind``: the rule, a stable snake_case name (``"std3_ascii"``);
    * ``code``: the rule's status code in Unicode's conformance file
      ``IdnaTestV2.txt`` (``"U1"``), or an RFC section for registration;
    * ``label``: the index of the label, from 0;
    * ``position``: the index of the character in the input, from 0 (for
      an error inside an A-label, where the A-label starts);
    * ``character``: the character, or ``None``;
    * ``decoded_index``: for an error inside an A-label, the index of the
      character in what it decodes to, else ``None``.
    """

    def __init__(
        self,
        message: str = "",
        *,
        kind: str | None = None,
        code: str | None = None,
        label: int | None = None,
        position: int | None = None,
        character: str | None = None,
        decoded_index: int | None = None,
    ) -> None:
        super().__init__(message)
        self.kind = kind
        self.code = code
        self.label = label
        self.position = position
        self.character = character
        self.decoded_index = decoded_index


class PunycodeError(ValueError):
    """Text that Punycode (RFC 3492) cannot encode or decode.

    ``kind`` names the reason (``"InvalidDigit"``), ``position`` is the
    index of the character in the input, from 0.
    """

    def __init__(self, message: str = "", *, kind: str | None = None, position: int | None = None) -> None:
        super().__init__(message)
        self.kind = kind
        self.position = position
