#pragma once
  #  include "core/write/z.h" // a comment
#include "core/report/x.h"
