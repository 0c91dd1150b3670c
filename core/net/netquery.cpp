// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/net/netquery.h"

namespace iolens {

std::string RowQuery::target() const
{
    std::string t = kNetPath;
    if (id)
        t += "?id=" + std::to_string(*id);
    else
        t += "?from=" + std::to_string(from) + "&to=" + std::to_string(to);
    if (enabledOnly)
        t += "&enabled=1";
    if (namesOnly)
        t += "&columns=name";
    return t;
}

} // namespace iolens
