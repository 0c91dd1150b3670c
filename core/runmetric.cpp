// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/runmetric.h"

#include <algorithm>

namespace iolens {

std::vector<RunMetric> medianMetrics(const std::vector<std::vector<RunMetric>>& perRun)
{
    std::vector<RunMetric> out;
    std::vector<std::vector<double>> values;
    for (const auto& run : perRun) {
        for (const RunMetric& m : run) {
            auto it = std::find_if(out.begin(), out.end(), [&](const RunMetric& o) { return o.name == m.name; });
            if (it == out.end()) {
                out.push_back(RunMetric { m.name, 0, m.unit });
                values.emplace_back();
                it = out.end() - 1;
            }
            values[static_cast<std::size_t>(it - out.begin())].push_back(m.value);
        }
    }
    for (std::size_t i = 0; i < out.size(); ++i) {
        std::vector<double>& v = values[i];
        std::sort(v.begin(), v.end());
        const std::size_t n = v.size();
        out[i].value = n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
    }
    return out;
}

} // namespace iolens
