// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "iol.h"

/* One write() of the program to a zone fd: parses its lines and records them. */
void iol_zone_write(struct iol_tls* t, const char* buf, size_t n);
