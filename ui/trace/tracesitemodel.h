// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/trace/tracefilemodel.h"

namespace iolens::ui {

// One row per call site of a trace: where in the program the I/O calls came from.
class TraceSiteModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { SiteColumn, ProcessColumn, CallsColumn, TimeColumn, BytesColumn, KindsColumn, ColumnCount };
    enum Role { SortRole = Qt::UserRole + 1 };

    explicit TraceSiteModel(QObject* parent = nullptr);

    void setTrace(TracePtr trace);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // "writeFile (merge.c:42)", "writeFile", or "merge+0x1234" when the program has no symbols.
    static QString siteText(const trace::Site& site);
    // "write 20,000 · close 20,000", most calls first.
    static QString kindsText(const trace::Site& site);

private:
    TracePtr m_trace;
};

} // namespace iolens::ui
