#include "core/copy/bad.h"
#include "core/read/x.h"
