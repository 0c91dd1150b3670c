#include "core/report/x.h"
#include "core/io/y.h"
#include "core/trace/a.h"
