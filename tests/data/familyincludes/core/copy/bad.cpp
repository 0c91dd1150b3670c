#include "core/copy/bad.h"
#include "../read/y.h"
#include "core/io/y.h"
