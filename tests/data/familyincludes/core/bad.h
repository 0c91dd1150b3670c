#pragma once
#include "core/read/x.h"
