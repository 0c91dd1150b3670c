// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// File names and arguments are bytes; JSON strings are Unicode. A name that is not valid UTF-8
// ("bad\xff\xfe.txt") cannot be a JSON string as it is, so the trace JSON (and the run JSON's
// workload.file) writes it twice: as text
// under its key ("path", each bad byte shown as U+FFFD, for people and old readers) and exactly
// under the key with "_bytes" appended, percent-encoded (README, "The trace JSON").

#include <optional>
#include <string>
#include <string_view>

namespace iolens {

// True when name survives the trip through a JSON string unchanged (it is valid UTF-8).
bool isJsonText(std::string_view name);

// Percent-encoding: every byte outside printable ASCII (0x21 to 0x7e) and '%' itself as "%XX"
// (upper-case hex), every other byte as it is. "bad\xff\xfe.txt" → "bad%FF%FE.txt"; Python reads
// it back with urllib.parse.unquote_to_bytes.
std::string percentEncoded(std::string_view bytes);

// The bytes of a percent-encoded text; nullopt when a '%' is not followed by two hex digits.
std::optional<std::string> percentDecoded(std::string_view text);

} // namespace iolens
