// ES module entry: the same functions as index.js.
import punycode from "./index.js";

export const {
  toAscii,
  toUnicode,
  toAsciiMany,
  toUnicodeMany,
  toAsciiManyAsync,
  toUnicodeManyAsync,
  encode,
  decode,
  toDisplay,
  check,
  Policy,
  HostnameError,
  PunycodeError
} = punycode;
export default punycode;
