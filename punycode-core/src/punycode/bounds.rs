//! Reads, writes and slices at indices the engine has established, with
//! one place to fail.
//!
//! Every index the engine computes is in range by construction: a loop's
//! bound, a length measured before, an entry of a table whose links the
//! generator and the tests check. Where the compiler cannot see that,
//! `s[i]` keeps a check that panics with the index, the length and a
//! source location of its own, and each such site costs the program data and
//! a relocation besides its code (BENCHMARKS.md, Weight). These helpers keep
//! the check, so a wrong index still stops the program instead of giving a
//! wrong answer, and send every failure to the one cold function below.
//!
//! Plain indexing stays where the compiler sees the bound (`while k <
//! s.len()` around `s[k]`: no check to share), and on the few hot paths
//! where the helper measured slower than `[]`: the property tables behind
//! `Props` and the short encoder's keys (more instructions: LLVM laid the
//! failure call out in the loop's path, where it moves a panic aside), and
//! the paths for ASCII names in `hostname::ascii` and UTF-8 decoding in
//! `utf8::decode` (the same instructions or fewer, more time: long labels
//! through the helper, or through one indexing function, were slower).

/// Where every index the helpers find out of range ends: a bug in the
/// engine, never an answer to some input.
#[cold]
#[inline(never)]
const fn out_of_range() -> ! {
    panic!("punycode-core: an index out of range (a bug: please report it)")
}

/// `s[i]`.
#[inline(always)]
pub(crate) const fn at<T: Copy>(s: &[T], i: usize) -> T {
    if i < s.len() { s[i] } else { out_of_range() }
}

/// `&mut s[i]`.
#[inline(always)]
pub(crate) const fn at_mut<T>(s: &mut [T], i: usize) -> &mut T {
    if i < s.len() {
        &mut s[i]
    } else {
        out_of_range()
    }
}

/// `&s[..end]`.
#[inline(always)]
pub(crate) const fn head<T>(s: &[T], end: usize) -> &[T] {
    match s.split_at_checked(end) {
        Some((head, _)) => head,
        None => out_of_range(),
    }
}

/// `&s[start..]`.
#[inline(always)]
pub(crate) const fn tail<T>(s: &[T], start: usize) -> &[T] {
    match s.split_at_checked(start) {
        Some((_, tail)) => tail,
        None => out_of_range(),
    }
}

/// `&s[start..end]`.
#[inline(always)]
pub(crate) const fn range<T>(s: &[T], start: usize, end: usize) -> &[T] {
    tail(head(s, end), start)
}

/// `s.split_at_mut(mid)`.
#[inline(always)]
pub(crate) const fn split_mut<T>(s: &mut [T], mid: usize) -> (&mut [T], &mut [T]) {
    match s.split_at_mut_checked(mid) {
        Some(halves) => halves,
        None => out_of_range(),
    }
}

/// `&mut s[..end]`.
#[inline(always)]
pub(crate) const fn head_mut<T>(s: &mut [T], end: usize) -> &mut [T] {
    split_mut(s, end).0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn in_range_as_indexing() {
        let mut s = [1, 2, 3, 4];
        assert_eq!(at(&s, 0), 1);
        assert_eq!(at(&s, 3), 4);
        *at_mut(&mut s, 1) += 10;
        assert_eq!(s, [1, 12, 3, 4]);
        assert_eq!(head(&s, 0), &[] as &[i32]);
        assert_eq!(head(&s, 2), &[1, 12]);
        assert_eq!(tail(&s, 4), &[] as &[i32]);
        assert_eq!(tail(&s, 1), &[12, 3, 4]);
        assert_eq!(range(&s, 1, 3), &[12, 3]);
        assert_eq!(range(&s, 2, 2), &[] as &[i32]);
        let (a, b) = split_mut(&mut s, 3);
        assert_eq!((&*a, &*b), (&[1, 12, 3][..], &[4][..]));
        assert_eq!(head_mut(&mut s, 1), &mut [1]);
    }

    #[test]
    #[should_panic(expected = "an index out of range")]
    fn at_past_the_end_panics() {
        let _ = at(&[1, 2], 2);
    }

    #[test]
    #[should_panic(expected = "an index out of range")]
    fn at_mut_past_the_end_panics() {
        *at_mut(&mut [1, 2], 5) = 0;
    }

    #[test]
    #[should_panic(expected = "an index out of range")]
    fn tail_past_the_end_panics() {
        let _ = tail(&[1, 2], 3);
    }

    #[test]
    #[should_panic(expected = "an index out of range")]
    fn range_reversed_panics() {
        let _ = range(&[1, 2, 3], 2, 1);
    }

    #[test]
    #[should_panic(expected = "an index out of range")]
    fn split_past_the_end_panics() {
        let _ = split_mut(&mut [1, 2], 3);
    }
}
