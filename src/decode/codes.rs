//! The `D` codes: what decoding reports.
//! Each code is registered here once, with its documentation; `crate::registry` collects every
//! stage's table.

use crate::diagnostic::{Code, CodeInfo, Doc, Severity};

/// D001 `file-too-large`: the file is larger than the size limit and is not read.
pub const FILE_TOO_LARGE: Code = Code::new(&CodeInfo {
    code: "D001",
    name: "file-too-large",
    severity: Severity::Error,
    summary: r#"the file is larger than the size limit and is not read"#,
    doc: Doc {
        what: r#"The file is larger than the size limit for its kind and is not read: by default 1 MiB for a regulation, a results file or a template, 16 MiB for a TRF or PGN file (`--max-file-size` sets one limit for every kind)."#,
        why: r#"A regulation is a few pages of text (10–20 KB) and the TRF of a 5,000-player Swiss is about 1 MB; a file far larger is almost certainly the wrong file (an archive, a database dump, a video, `/dev/zero`). Reading stops one byte past the limit, before any decoding, so that a mistake costs no time or memory."#,
        example: r#"`reglament check backup.tar` on a 300 MiB archive."#,
        fix: r#"Pass the right file. If the file really is that large, raise the limit: `--max-file-size 64M`."#,
        reference: r#"The product's input limits (README, "Input: encodings and limits"); a regulation of the seeds' kind is 5–15 KB."#,
    },
});

/// D002 `empty-file`: the file is empty or holds only whitespace.
pub const EMPTY_FILE: Code = Code::new(&CodeInfo {
    code: "D002",
    name: "empty-file",
    severity: Severity::Error,
    summary: r#"the file is empty or holds only whitespace"#,
    doc: Doc {
        what: r#"The file is empty or holds only whitespace."#,
        why: r#"The file has no content to check: it is zero bytes long, or holds only spaces, tabs, line breaks and byte-order marks. This usually means the file was saved before anything was typed, or an export failed."#,
        example: r#"A file made with `touch regulation.txt`."#,
        fix: r#"Write the regulation into the file, or pass the file that holds it."#,
        reference: r#"The regulation language needs at least its header (grammar/GRAMMAR.md, "Statements")."#,
    },
});

/// D003 `binary-file`: the file is binary data, not text.
pub const BINARY_FILE: Code = Code::new(&CodeInfo {
    code: "D003",
    name: "binary-file",
    severity: Severity::Error,
    summary: r#"the file is binary data, not text"#,
    doc: Doc {
        what: r#"The file is binary data, not text."#,
        why: r#"Text files never hold NUL bytes and hardly ever hold control characters other than tab, line breaks, form feed and the DOS end-of-file mark. A file with a NUL byte, or with more than one other control character in a hundred, is treated as binary: a PDF, a Word `.doc`, an image, or UTF-16 text saved without a byte-order mark. The report points at the first offending character."#,
        example: r#"Passing `regulation.docx` instead of the text exported from it."#,
        fix: r#"Export or save the regulation as plain text (UTF-8). If the file is UTF-16 text without a byte-order mark, pass `--encoding utf-16le` (or `utf-16be`)."#,
        reference: r#"The decoding stage: text is UTF-8 (with or without BOM), UTF-16 with BOM, Windows-1251 or KOI8-U/R (README, "Input: encodings and limits")."#,
    },
});

/// D004 `invalid-bytes-for-encoding`: the bytes are not valid in the encoding given with `--encoding`.
pub const INVALID_BYTES_FOR_ENCODING: Code = Code::new(&CodeInfo {
    code: "D004",
    name: "invalid-bytes-for-encoding",
    severity: Severity::Error,
    summary: r#"the bytes are not valid in the encoding given with `--encoding`"#,
    doc: Doc {
        what: r#"The bytes are not valid in the encoding given with `--encoding`."#,
        why: r#"The encoding was forced (with `--encoding`), so no detection took place, and the file holds byte sequences that are invalid in that encoding: for UTF-8, a byte that cannot start or continue a character; for UTF-16, an odd length or a lone surrogate. (windows-1251 and KOI8 assign a character to every byte, so forcing them never fails this way.) The report points at the first invalid sequence, shown as `�`."#,
        example: r#"`--encoding utf-8` on a file saved in windows-1251."#,
        fix: r#"Pass the encoding the file is really in, or leave `--encoding` out and let the encoding be detected."#,
        reference: r#"WHATWG Encoding Standard (UTF-8, UTF-16LE/BE decoders), as implemented by encoding_rs."#,
    },
});

/// D005 `replacement-characters`: the text holds replacement characters `�` where characters were lost.
pub const REPLACEMENT_CHARACTERS: Code = Code::new(&CodeInfo {
    code: "D005",
    name: "replacement-characters",
    severity: Severity::Warning,
    summary: r#"the text holds replacement characters `�` where characters were lost"#,
    doc: Doc {
        what: r#"The text holds replacement characters `�` where characters were lost."#,
        why: r#"The decoded text holds U+FFFD REPLACEMENT CHARACTER (`�`). Either some bytes could not be decoded (a mostly-UTF-8 file with a few bytes from another encoding, an unpaired UTF-16 surrogate, an odd number of bytes in UTF-16) and were replaced now, or the file already held `�` because an earlier conversion lost the characters. Either way the original characters are gone from this text."#,
        example: r#"A UTF-8 file in which one word was pasted from a windows-1251 document."#,
        fix: r#"Retype the characters shown as `�`, or recover them from the original document."#,
        reference: r#"Unicode Standard, U+FFFD REPLACEMENT CHARACTER (§23.8, Specials)."#,
    },
});

/// D006 `encoding-detected`: the file is not UTF-8; the encoding used was detected.
pub const ENCODING_DETECTED: Code = Code::new(&CodeInfo {
    code: "D006",
    name: "encoding-detected",
    severity: Severity::Note,
    summary: r#"the file is not UTF-8; the encoding used was detected"#,
    doc: Doc {
        what: r#"The file is not UTF-8; the encoding used was detected."#,
        why: r#"The file has no UTF-8 content, so its encoding was inferred: from a byte-order mark (UTF-16), or by a letter-frequency test between windows-1251, KOI8-U and KOI8-R, which decodes the bytes with each and keeps the one whose Cyrillic letters look most like Bulgarian/Ukrainian text (letter frequencies, and no words like `бЗЕЗБТУЛЙ` with a lowercase letter before an uppercase one). KOI8-U is chosen over KOI8-R only when the Ukrainian letters і ї є ґ are used. The note names the encoding and the scores so a wrong guess is easy to spot."#,
        example: r#"A regulation saved by an old Windows editor in windows-1251."#,
        fix: r#"Nothing, if the text reads correctly. Otherwise pass the right encoding with `--encoding`; better, save the file as UTF-8."#,
        reference: r#"WHATWG Encoding Standard labels windows-1251, KOI8-U, KOI8-R; the letter-frequency detection of src/decode/detect.rs."#,
    },
});

/// D007 `mojibake`: a run of text was decoded with the wrong code page before it was saved.
pub const MOJIBAKE: Code = Code::new(&CodeInfo {
    code: "D007",
    name: "mojibake",
    severity: Severity::Warning,
    summary: r#"a run of text was decoded with the wrong code page before it was saved"#,
    doc: Doc {
        what: r#"A run of text was decoded with the wrong code page before it was saved."#,
        why: r#"The text is valid but garbled in a recognisable way: at some point its bytes were decoded with the wrong code page and the result was saved. The classic patterns are UTF-8 Cyrillic read as windows-1251 (`Р‘СЉР»РіР°СЂСЃРєРё`) or windows-1252 (`Ð‘ÑŠÐ»Ð³Ð°Ñ€...`), windows-1251 read as KOI8 (`бЗЕЗБТУЛЙ`: wrong-case soup) and KOI8 read as windows-1251 (`вШЛЗБТУЛЙ`). UTF-8 garbled twice the same way (`Да`, once `Р”Р°`, twice `Р вЂќР В°`) is recognised too and repaired in one step. Each run (never longer than a line) is reported with the repaired text, which is shown only when undoing the mistake gives plausible Cyrillic. At most ten runs are listed per file."#,
        example: r#"`Р РµРіР»Р°РјРµРЅС‚` where `Регламент` was meant."#,
        fix: r#"Replace the run with the repaired text shown in the help line, or go back to the original document and save it as UTF-8."#,
        reference: r#"The code pages involved: windows-1251, windows-1252, KOI8-U/R (WHATWG Encoding Standard); the repair of src/decode/mojibake.rs."#,
    },
});

/// D008 `findings-not-shown`: more findings than the limit per file; the rest are counted only.
pub const FINDINGS_NOT_SHOWN: Code = Code::new(&CodeInfo {
    code: "D008",
    name: "findings-not-shown",
    severity: Severity::Note,
    summary: r#"a file has more findings than are shown; the rest are counted"#,
    doc: Doc {
        what: r#"A file has more findings than the limit of findings shown per file (500 by default): the first ones are shown (errors before warnings before notes), then one line says how many more there are of each severity."#,
        why: r#"A file that is not what it claims to be (a binary file forced through `--encoding`, a list pasted twice, a generated file gone wrong) can give a finding on every line; printing a million findings takes minutes and gigabytes and hides the first one, which is usually the cause of the rest. The hidden findings still count: the exit status is 1 when any of them is an error."#,
        example: r#"`reglament check` on a 2 MB file of `1` lines: one `L003` per line."#,
        fix: r#"Fix the first findings shown and check again; or raise the limit with `--max-diagnostics 100000`."#,
        reference: r#"The product's limits (ROBUSTNESS.md, "Limits"); compilers do the same (`rustc` stops after a fatal error, `gcc -fmax-errors`)."#,
    },
});

/// Every `D` code, in code order.
pub const CODES: &[Code] = &[
    FILE_TOO_LARGE,
    EMPTY_FILE,
    BINARY_FILE,
    INVALID_BYTES_FOR_ENCODING,
    REPLACEMENT_CHARACTERS,
    ENCODING_DETECTED,
    MOJIBAKE,
    FINDINGS_NOT_SHOWN,
];
