// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/net/netdatabase.h"

#include "core/sysio.h"

#include <sqlite3.h>

#include <cstdio>
#include <memory>
#include <random>
#include <stdexcept>

namespace iolens {

namespace {

struct DbCloser {
    void operator()(sqlite3* db) const noexcept { sqlite3_close_v2(db); }
};
struct StatementFinalizer {
    void operator()(sqlite3_stmt* s) const noexcept { sqlite3_finalize(s); }
};
using Db = std::unique_ptr<sqlite3, DbCloser>;
using Statement = std::unique_ptr<sqlite3_stmt, StatementFinalizer>;

[[noreturn]] void fail(sqlite3* db, const std::string& what, const std::string& path)
{
    throw std::runtime_error(
        "SQLite: " + what + " on '" + path + "' failed: " + (db ? sqlite3_errmsg(db) : "out of memory"));
}

Db open(const std::string& path, int flags)
{
    sqlite3* raw = nullptr;
    const int rc = sqlite3_open_v2(path.c_str(), &raw, flags | SQLITE_OPEN_NOMUTEX, nullptr);
    Db db(raw);
    if (rc != SQLITE_OK)
        fail(db.get(), "open", path);
    return db;
}

void exec(sqlite3* db, const char* sql, const std::string& path)
{
    if (sqlite3_exec(db, sql, nullptr, nullptr, nullptr) != SQLITE_OK)
        fail(db, sql, path);
}

Statement prepare(sqlite3* db, const std::string& sql, const std::string& path)
{
    sqlite3_stmt* raw = nullptr;
    if (sqlite3_prepare_v2(db, sql.c_str(), int(sql.size()), &raw, nullptr) != SQLITE_OK)
        fail(db, "prepare '" + sql + "'", path);
    return Statement(raw);
}

} // namespace

std::string NetDatabase::nameOf(std::int64_t id)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "Test item %02lld", static_cast<long long>(id));
    return buffer;
}

void NetDatabase::create(const std::string& path)
{
    // Created with O_EXCL as every file iolens makes, then opened without following links: SQLite's
    // own SQLITE_OPEN_CREATE would open whatever a link planted at the path points to and write
    // its database into it (an empty file) or fail with "file is not a database".
    sys::UniqueFd created = sys::createNew(path);
    sys::close(created, path);
    Db db = open(path, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOFOLLOW);
    exec(db.get(),
        "create table Test (id integer primary key, name text not null, thumbnail blob not null, "
        "enable integer not null)",
        path);
    exec(db.get(), "begin", path);
    Statement insert
        = prepare(db.get(), "insert into Test (id, name, thumbnail, enable) values (?1, ?2, ?3, ?4)", path);
    std::mt19937_64 random(20260401); // fixed: every machine serves the same bytes
    std::string thumbnail(kThumbnailBytes, '\0');
    for (int id = 1; id <= kRows; ++id) {
        for (char& c : thumbnail)
            c = static_cast<char>(random());
        const std::string name = nameOf(id);
        sqlite3_reset(insert.get());
        sqlite3_bind_int64(insert.get(), 1, id);
        sqlite3_bind_text(insert.get(), 2, name.data(), int(name.size()), SQLITE_TRANSIENT);
        sqlite3_bind_blob(insert.get(), 3, thumbnail.data(), int(thumbnail.size()), SQLITE_TRANSIENT);
        sqlite3_bind_int(insert.get(), 4, isEnabled(id) ? 1 : 0);
        if (sqlite3_step(insert.get()) != SQLITE_DONE)
            fail(db.get(), "insert", path);
    }
    exec(db.get(), "commit", path);
}

std::vector<NetRow> NetDatabase::select(const std::string& path, const RowQuery& query)
{
    Db db = open(path, SQLITE_OPEN_READONLY);
    // The article's four statements, with the values bound rather than pasted in.
    std::string sql = query.namesOnly ? "select name from Test" : "select id, name, thumbnail, enable from Test";
    sql += query.id ? " where id = ?1" : " where id >= ?1 and id < ?2";
    if (query.enabledOnly)
        sql += " and enable <> 0";
    sql += " order by id";
    Statement statement = prepare(db.get(), sql, path);
    if (query.id) {
        sqlite3_bind_int(statement.get(), 1, *query.id);
    } else {
        sqlite3_bind_int(statement.get(), 1, query.from);
        sqlite3_bind_int(statement.get(), 2, query.to);
    }
    std::vector<NetRow> rows;
    int rc;
    while ((rc = sqlite3_step(statement.get())) == SQLITE_ROW) {
        sqlite3_stmt* s = statement.get();
        NetRow row;
        if (query.namesOnly) {
            row.name.assign(reinterpret_cast<const char*>(sqlite3_column_text(s, 0)), sqlite3_column_bytes(s, 0));
        } else {
            row.id = sqlite3_column_int64(s, 0);
            row.name.assign(reinterpret_cast<const char*>(sqlite3_column_text(s, 1)), sqlite3_column_bytes(s, 1));
            const void* blob = sqlite3_column_blob(s, 2);
            row.thumbnail = QByteArray(static_cast<const char*>(blob), sqlite3_column_bytes(s, 2));
            row.enable = sqlite3_column_int(s, 3);
        }
        rows.push_back(std::move(row));
    }
    if (rc != SQLITE_DONE)
        fail(db.get(), "step '" + sql + "'", path);
    return rows;
}

} // namespace iolens
