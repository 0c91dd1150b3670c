# SPDX-FileCopyrightText: 2026 The iolens authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Lists or refuses #include edges between the folders of core/ (issue 13 section 2).
#
# Every direct subfolder of core/ (nested folders included) is a family: copy, read, trace, ...
# except the shared ones below, which any family may include. A family never includes another
# family's header, a shared folder never includes a family's, and neither do the headers of core/
# itself (a family including one of them would otherwise reach another family through it). What
# two families need lives in core/ or core/io/. A folder that builds on a family on purpose (the
# course on traces) says so in a uses_<folder> list below.
#
#   cmake -D ROOT=<source dir> -P cmake/familyincludes.cmake
#       prints every include edge from one folder of core/ into another and a count per pair,
#       the refused ones marked; exits 0
#   cmake -D ROOT=<source dir> -D FOLDER=<read|io|...|.|all> [-D STAMP=<file>] -P cmake/familyincludes.cmake
#       fails, naming the file and the header, if core/FOLDER (with "." the headers of core/
#       itself, with "all" the whole of core/) includes a header it may not; touches STAMP when
#       clean. The build runs it so for every folder before linking the core, the tests with "all".
cmake_minimum_required(VERSION 3.25)
if(NOT ROOT)
  message(FATAL_ERROR "familyincludes.cmake: pass -D ROOT=<source dir>")
endif()

set(shared_folders io report)
# Folders that are not families but build on some: the course's answers read traces. The replay
# family repeats a trace's calls, so it reads traces too.
set(uses_course trace)
set(uses_replay trace)

# The folder of core/ that a path belongs to: "." for core/ itself, "" outside core/.
function(folder_of relpath out)
  if(relpath MATCHES "^core/([^/]+)/")
    set(${out} "${CMAKE_MATCH_1}" PARENT_SCOPE)
  elseif(relpath MATCHES "^core/[^/]+$")
    set(${out} "." PARENT_SCOPE)
  else()
    set(${out} "" PARENT_SCOPE)
  endif()
endfunction()

if(NOT DEFINED FOLDER OR FOLDER STREQUAL "all")
  file(GLOB_RECURSE files RELATIVE "${ROOT}" "${ROOT}/core/*")
elseif(FOLDER STREQUAL ".")
  file(GLOB files RELATIVE "${ROOT}" "${ROOT}/core/*.h")
else()
  file(GLOB_RECURSE files RELATIVE "${ROOT}" "${ROOT}/core/${FOLDER}/*")
endif()
list(FILTER files INCLUDE REGEX "\\.(h|hpp|c|cpp|h\\.in)$")
list(SORT files)

set(edges "")
set(refused "")
set(pairs "")
foreach(file IN LISTS files)
  folder_of("${file}" from)
  get_filename_component(dir "${file}" DIRECTORY)
  file(STRINGS "${ROOT}/${file}" lines REGEX "^[ \t]*#[ \t]*include[ \t]*\"")
  foreach(line IN LISTS lines)
    string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*\"([^\"]+)\".*" "\\1" header "${line}")
    if(header MATCHES "^core/")
      set(target "${header}")
    else()
      # A header named relative to the including file's folder.
      get_filename_component(target "${dir}/${header}" ABSOLUTE BASE_DIR "/")
      string(REGEX REPLACE "^/" "" target "${target}")
    endif()
    folder_of("${target}" to)
    if(to STREQUAL "" OR to STREQUAL "." OR to STREQUAL from)
      continue()
    endif()
    set(edge "${file} -> ${header}")
    if(to IN_LIST shared_folders OR to IN_LIST uses_${from} OR (from STREQUAL "." AND NOT file MATCHES "\\.h$"))
      # A shared folder, a folder this one builds on, or a source file of core/ itself (the
      # registry assembles the families).
      list(APPEND edges "${edge}")
    else()
      list(APPEND edges "${edge}   REFUSED")
      list(APPEND refused "${edge}")
    endif()
    list(APPEND pairs "${from} -> ${to}")
  endforeach()
endforeach()

if(DEFINED FOLDER)
  if(refused)
    list(LENGTH refused count)
    if(FOLDER STREQUAL "all")
      set(where "core/")
    elseif(FOLDER STREQUAL ".")
      set(where "the headers of core/")
    else()
      set(where "core/${FOLDER}")
    endif()
    list(JOIN refused "\n  " text)
    message(FATAL_ERROR "${count} refused includes in ${where}: a family's header included "
      "from another folder (a helper two families share belongs in core/ or core/io/, see "
      "cmake/familyincludes.cmake):\n  ${text}")
  endif()
  if(STAMP)
    file(TOUCH "${STAMP}")
  endif()
  return()
endif()

foreach(edge IN LISTS edges)
  message("${edge}")
endforeach()
list(LENGTH edges count)
list(LENGTH refused refused_count)
message("-- ${count} include edges between folders of core/, ${refused_count} of them refused")
set(unique_pairs ${pairs})
list(REMOVE_DUPLICATES unique_pairs)
list(SORT unique_pairs)
foreach(pair IN LISTS unique_pairs)
  set(n 0)
  foreach(p IN LISTS pairs)
    if(p STREQUAL pair)
      math(EXPR n "${n} + 1")
    endif()
  endforeach()
  message("   ${n}  ${pair}")
endforeach()
