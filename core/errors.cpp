// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/errors.h"

#include <cstring>

namespace iolens {

std::string errnoName(int error)
{
    if (const char* name = strerrorname_np(error))
        return name;
    return "errno " + std::to_string(error);
}

IoError::IoError(std::string call, const std::string& path, int error)
    : std::runtime_error(call + " on '" + path + "' failed: " + std::strerror(error) + " (" + errnoName(error) + ")")
    , m_call(std::move(call))
    , m_error(error)
{ }

} // namespace iolens
