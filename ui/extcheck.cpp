#include "ui/extcheck.h"

#include "core/errors.h"
#include "core/ext/extstrategies.h"

#include <cstdlib>

namespace iolens::ui {

QString extDefinitionProblems()
{
    const char* path = std::getenv("IOLENS_EXT_FILE");
    if (!path || !*path)
        return {};
    try {
        useExtDefinitionFile(path); // the file registerExtStrategies() reads anyway
    } catch (const UsageError& e) {
        // One problem per line in the core's text ("...has 2 problems:\n  f:3: ..."): joined for
        // a one-line status bar.
        return QString::fromStdString(e.what()).replace(QStringLiteral("\n  "), QStringLiteral(" "));
    }
    return {};
}

} // namespace iolens::ui
