# SPDX-FileCopyrightText: 2026 The iolens authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Installation extras and the Debian package. The programs, the trace library, the desktop files,
# icons, manual pages and completion are installed by their own folders' CMakeLists.txt; this file
# adds the licence and builds packages with CPack:
#   cmake --build build && (cd build && cpack -G DEB)   → build/iolens_0.1.0_amd64.deb
# The package's dependencies are found by dpkg-shlibdeps from the libraries the binaries link (none
# are bundled), plus the few that no ELF file names (Qt's platform plugins).
include(GNUInstallDirs)

install(FILES ${PROJECT_SOURCE_DIR}/LICENSE ${PROJECT_SOURCE_DIR}/README.md DESTINATION ${CMAKE_INSTALL_DOCDIR})

set(CPACK_PACKAGE_NAME iolens)
set(CPACK_PACKAGE_VENDOR "iolens")
set(CPACK_PACKAGE_CONTACT "iolens developers <iolens@invalid>"
  CACHE STRING "Maintainer of the packages (Name <email>)")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
# A package carries no debug information (the build type's -g would quadruple its size).
set(CPACK_STRIP_FILES ON)
set(CPACK_SOURCE_IGNORE_FILES "/build.*/" "/\\\\.git/")

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_LICENSE "GPL-3.0-or-later")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Qt loads its platform plugin (xcb, wayland, offscreen) at run time, so no ELF file names it.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins")
# fio, java and strace feed optional strategies and comparisons. (Trace call sites are named in
# process with libdw, a dependency found by shlibdeps: binutils' addr2line is no longer needed.)
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "fio, default-jdk-headless, strace, qt6-translations-l10n")
# The synopsis is the summary above; CPack indents these lines and turns the empty ones into " .".
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "iolens runs many ways of doing the same I/O job on a file (copying it byte by
byte, through a buffer, with sendfile, copy_file_range, mmap or io_uring;
reading its lines; appending records; looking up a line), times every phase
of every way with stopwatches, checks that they all produced the same result
and plots where the time goes.

It also traces unmodified programs through a preloaded library
(iolens-cli trace) and names the patterns that make their I/O slow.

This package holds the window (iolens), the command-line tool (iolens-cli),
the trace library and the header-only stopwatches (iolens/stopwatch.h).")

include(CPack)
