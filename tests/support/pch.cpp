// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The translation unit the tests' precompiled headers are built for (tests/CMakeLists.txt).
