#include "../format/iolt.h"
#include "wrap.h"
#include <stdio.h>
