// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// StopwatchUtil: article 004's hotspot finder, the three static methods the article calls.
//
//     StopwatchUtil.start(4);
//     writeFile("test3.csv", content);
//     StopwatchUtil.stop(4);
//     ...
//     StopwatchUtil.showAll();          // Stopwatch[4]: 71247msec.
//
// Keys are ints, as in the article, or Strings ("write test3.csv"); start(4) and start("4") are
// the same stopwatch. Totals are shared by all threads; a start belongs to the thread that made
// it, and a stop closes that thread's innermost open start of the key. showAll() lists numeric
// keys in numeric order, then named keys in the order they were first started, each total in whole
// milliseconds (truncated), exactly as iolens/stopwatch.h does for C and C++.
//
// Under `iolens-cli trace -- java …` the same calls also mark zones: when the environment variable
// IOLENS_TRACE_ZONES names a file, the first start opens it for appending and every start and stop
// writes one line, "+NAME\n" or "-NAME\n", in one write() each (the line protocol of
// core/trace/format/iolt.h). The trace library in the JVM swallows those writes and attributes
// every I/O call of the thread to its innermost open zone, so the trace says which of the
// program's own stopwatches each open, read and write happened in. Without iolens nothing is
// written anywhere.

import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public final class StopwatchUtil {
    private static final String ZONES_ENV = "IOLENS_TRACE_ZONES";
    private static final int NAME_MAX = 63; // bytes, as the zone protocol allows

    private static final class Total {
        long nanos;
        long count;
    }

    // Insertion order is first-start order, the order named keys are listed in.
    private static final Map<String, Total> TOTALS = new LinkedHashMap<>();
    private static final ThreadLocal<Deque<Object[]>> OPEN = ThreadLocal.withInitial(ArrayDeque::new);
    private static FileOutputStream zones;
    private static boolean zonesTried;

    private StopwatchUtil() {}

    public static void start(int key) {
        start(Integer.toString(key));
    }

    public static void stop(int key) {
        stop(Integer.toString(key));
    }

    public static void start(String key) {
        final String name = clean(key);
        if (name.isEmpty()) return;
        synchronized (TOTALS) {
            TOTALS.computeIfAbsent(name, k -> new Total());
        }
        zoneLine('+', name);
        OPEN.get().push(new Object[] {name, System.nanoTime()});
    }

    public static void stop(String key) {
        final long now = System.nanoTime();
        final String name = clean(key);
        final Deque<Object[]> open = OPEN.get();
        // The innermost open start of this key closes (the deque's head is the innermost).
        for (var it = open.iterator(); it.hasNext(); ) {
            final Object[] start = it.next();
            if (start[0].equals(name)) {
                it.remove();
                synchronized (TOTALS) {
                    final Total total = TOTALS.get(name);
                    total.nanos += now - (Long) start[1];
                    total.count++;
                }
                zoneLine('-', name);
                return;
            }
        }
        // A stop without a start is ignored, and writes no zone line.
    }

    // The article's table: "Stopwatch[4]: 71247msec." per key.
    public static void showAll() {
        final List<Map.Entry<String, Total>> entries;
        synchronized (TOTALS) {
            entries = new ArrayList<>();
            for (Map.Entry<String, Total> e : TOTALS.entrySet()) {
                final Total copy = new Total();
                copy.nanos = e.getValue().nanos;
                copy.count = e.getValue().count;
                entries.add(Map.entry(e.getKey(), copy));
            }
        }
        // Stable sort: numeric keys by value first, named keys keep their first-start order.
        entries.sort((a, b) -> {
            final Long na = number(a.getKey()), nb = number(b.getKey());
            if (na != null && nb != null) return Long.compare(na, nb);
            if (na != null) return -1;
            if (nb != null) return 1;
            return 0;
        });
        final StringBuilder out = new StringBuilder();
        for (Map.Entry<String, Total> e : entries)
            out.append("Stopwatch[").append(e.getKey()).append("]: ")
                    .append(e.getValue().nanos / 1_000_000).append("msec.\n");
        System.out.print(out);
        System.out.flush();
    }

    // Total nanoseconds and closed intervals of a key so far (0 when unknown).
    public static long totalNanos(String key) {
        synchronized (TOTALS) {
            final Total t = TOTALS.get(clean(key));
            return t == null ? 0 : t.nanos;
        }
    }

    public static long count(String key) {
        synchronized (TOTALS) {
            final Total t = TOTALS.get(clean(key));
            return t == null ? 0 : t.count;
        }
    }

    private static Long number(String key) {
        try {
            return Long.parseLong(key);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    // One line of at most 63 UTF-8 bytes, cut on a character boundary.
    private static String clean(String key) {
        String name = key == null ? "" : key.replace('\n', ' ').replace('\r', ' ');
        while (name.getBytes(StandardCharsets.UTF_8).length > NAME_MAX)
            name = name.substring(0, name.offsetByCodePoints(name.length(), -1));
        return name;
    }

    private static void zoneLine(char sign, String name) {
        final FileOutputStream out;
        synchronized (StopwatchUtil.class) {
            if (!zonesTried) {
                zonesTried = true;
                final String path = System.getenv(ZONES_ENV);
                if (path != null && !path.isEmpty()) {
                    try {
                        zones = new FileOutputStream(path, true);
                    } catch (IOException | SecurityException e) {
                        zones = null; // timing goes on without zones
                    }
                }
            }
            out = zones;
        }
        if (out == null) return;
        final byte[] line = (sign + name + "\n").getBytes(StandardCharsets.UTF_8);
        try {
            out.write(line); // one write() per line: the library sees each event whole
        } catch (IOException e) {
            // timing goes on without zones
        }
    }
}
