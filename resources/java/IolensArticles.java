// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Java code the articles measure, as iolens runs it: one class, one strategy per run.
//
//   java -cp CLASSES IolensArticles STRATEGY SRC [DST]
//
// Every variant times its own phases with System.nanoTime() and prints them in iolens' phase
// protocol ("iolens-phase NAME NANOSECONDS [CALLS [BYTES]]"); readers also print what they read
// ("iolens-lines N", "iolens-bytes N") so that iolens can verify them like its own readers. The
// JVM's start-up is outside every phase: it shows as the gap between the run's wall time and the
// sum of its phases.
//
// Copies come from article 000, readers from articles 001 and 002. Compiled by iolens with javac
// into its scratch directory before the timed runs; embedded in the iolens binary.

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.BufferedReader;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.LongSummaryStatistics;
import java.util.stream.Stream;

public final class IolensArticles {
    private static final int BUFFER = 8192; // the byte[] of article 000's loop and of transferTo
    private static final int CHAR_BUFFER = 1 << 20; // article 002's char[1 MiB]
    private static final int BATCH = 64 * 1024; // per-byte calls are timed in batches of this many

    private IolensArticles() {}

    private static void phase(String name, long ns, long calls, long bytes) {
        System.out.println("iolens-phase " + name + " " + ns + " " + calls + " " + bytes);
    }

    // Counts the bytes a reader really pulled from the file: what iolens' read verifier compares.
    private static final class CountingInputStream extends FilterInputStream {
        long count;

        CountingInputStream(InputStream in) {
            super(in);
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            if (b >= 0) count++;
            return b;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            int n = super.read(b, off, len);
            if (n > 0) count += n;
            return n;
        }
    }

    // --- article 000: copies ---------------------------------------------------------------

    // FileInputStream/FileOutputStream with an 8 KiB byte[]: the loop every bulk copy is.
    static void fileInputStream(String src, String dst) throws IOException {
        long t = System.nanoTime();
        try (InputStream in = new FileInputStream(src); OutputStream out = new FileOutputStream(dst)) {
            phase("open", System.nanoTime() - t, 2, 0);
            byte[] buffer = new byte[BUFFER];
            long readNs = 0, writeNs = 0, reads = 0, writes = 0, bytes = 0;
            for (;;) {
                long a = System.nanoTime();
                int n = in.read(buffer);
                long b = System.nanoTime();
                readNs += b - a;
                reads++;
                if (n < 0) break;
                out.write(buffer, 0, n);
                writeNs += System.nanoTime() - b;
                writes++;
                bytes += n;
            }
            phase("read", readNs, reads, bytes);
            phase("write", writeNs, writes, bytes);
            t = System.nanoTime();
        }
        phase("close", System.nanoTime() - t, 2, 0);
    }

    // BufferedInputStream.read() and BufferedOutputStream.write(int): one call per byte through
    // 8 KiB buffers. Timing each call would cost more than the call, so a batch of 64 KiB bytes is
    // read (one read() per byte) and then written (one write() per byte) inside one timing each.
    static void bufferedByte(String src, String dst) throws IOException {
        long t = System.nanoTime();
        try (InputStream in = new BufferedInputStream(new FileInputStream(src));
                OutputStream out = new BufferedOutputStream(new FileOutputStream(dst))) {
            phase("open", System.nanoTime() - t, 2, 0);
            int[] batch = new int[BATCH];
            long readNs = 0, writeNs = 0, bytes = 0;
            boolean end = false;
            while (!end) {
                long a = System.nanoTime();
                int n = 0;
                while (n < BATCH) {
                    int c = in.read();
                    if (c < 0) {
                        end = true;
                        break;
                    }
                    batch[n++] = c;
                }
                long b = System.nanoTime();
                for (int i = 0; i < n; i++) out.write(batch[i]);
                writeNs += System.nanoTime() - b;
                readNs += b - a;
                bytes += n;
            }
            phase("read", readNs, bytes + 1, bytes);
            phase("write", writeNs, bytes, bytes);
            t = System.nanoTime();
        }
        phase("close", System.nanoTime() - t, 2, 0); // includes BufferedOutputStream's last flush
    }

    // InputStream.readAllBytes(): the whole file in memory, then one write.
    static void readAllBytes(String src, String dst) throws IOException {
        long t = System.nanoTime();
        try (InputStream in = new FileInputStream(src); OutputStream out = new FileOutputStream(dst)) {
            long a = System.nanoTime();
            phase("open", a - t, 2, 0);
            byte[] all = in.readAllBytes();
            long b = System.nanoTime();
            phase("read", b - a, 1, all.length);
            out.write(all);
            phase("write", System.nanoTime() - b, 1, all.length);
            t = System.nanoTime();
        }
        phase("close", System.nanoTime() - t, 2, 0);
    }

    // InputStream.transferTo(): the library's own 8 KiB loop, read and write inside one call.
    static void transferTo(String src, String dst) throws IOException {
        long t = System.nanoTime();
        try (InputStream in = new FileInputStream(src); OutputStream out = new FileOutputStream(dst)) {
            long a = System.nanoTime();
            phase("open", a - t, 2, 0);
            long bytes = in.transferTo(out);
            phase("transfer", System.nanoTime() - a, 1, bytes);
            t = System.nanoTime();
        }
        phase("close", System.nanoTime() - t, 2, 0);
    }

    // Files.copy(Path, Path): the JDK's native copy (on Linux, copy_file_range/sendfile inside).
    static void filesCopy(String src, String dst) throws IOException {
        long t = System.nanoTime();
        Path copied = Files.copy(Paths.get(src), Paths.get(dst));
        long ns = System.nanoTime() - t;
        phase("transfer", ns, 1, Files.size(copied));
    }

    // --- articles 001/002: readers ----------------------------------------------------------

    private static void report(long lines, long bytes) {
        System.out.println("iolens-lines " + lines);
        System.out.println("iolens-bytes " + bytes);
    }

    // FileReader is an InputStreamReader over a FileInputStream; built the same way here so that
    // the bytes it consumes can be counted. UTF-8 as iolens reads text.
    private static Reader fileReader(CountingInputStream counted) {
        return new InputStreamReader(counted, StandardCharsets.UTF_8);
    }

    // FileReader.read(): one char per call (article 002: 450 ms for 10 MB). One timing around the
    // whole loop: per-call timing would dwarf the call.
    static void fileReaderChar(String src) throws IOException {
        long t = System.nanoTime();
        CountingInputStream counted = new CountingInputStream(new FileInputStream(src));
        try (Reader reader = fileReader(counted)) {
            long a = System.nanoTime();
            phase("open", a - t, 1, 0);
            long lines = 0, chars = 0;
            int c, last = -1;
            while ((c = reader.read()) >= 0) {
                chars++;
                if (c == '\n') lines++;
                last = c;
            }
            if (last >= 0 && last != '\n') lines++; // a last line without an ending still counts
            phase("read", System.nanoTime() - a, chars + 1, counted.count);
            t = System.nanoTime();
            reader.close();
            phase("close", System.nanoTime() - t, 1, 0);
            report(lines, counted.count);
        }
    }

    // FileReader.read(char[1 MiB]) and a scan for '\n' (article 002: 80 ms).
    static void charBuffer(String src) throws IOException {
        long t = System.nanoTime();
        CountingInputStream counted = new CountingInputStream(new FileInputStream(src));
        try (Reader reader = fileReader(counted)) {
            phase("open", System.nanoTime() - t, 1, 0);
            char[] buffer = new char[CHAR_BUFFER];
            long readNs = 0, splitNs = 0, reads = 0, lines = 0;
            char last = '\n';
            boolean any = false;
            for (;;) {
                long a = System.nanoTime();
                int n = reader.read(buffer);
                long b = System.nanoTime();
                readNs += b - a;
                reads++;
                if (n < 0) break;
                for (int i = 0; i < n; i++)
                    if (buffer[i] == '\n') lines++;
                if (n > 0) {
                    last = buffer[n - 1];
                    any = true;
                }
                splitNs += System.nanoTime() - b;
            }
            if (any && last != '\n') lines++;
            phase("read", readNs, reads, counted.count);
            phase("split", splitNs, reads - 1, 0);
            t = System.nanoTime();
            reader.close();
            phase("close", System.nanoTime() - t, 1, 0);
            report(lines, counted.count);
        }
    }

    // BufferedReader.readLine() into a List<String> (article 002: 120 ms).
    static void bufferedReaderLines(String src) throws IOException {
        long t = System.nanoTime();
        CountingInputStream counted = new CountingInputStream(new FileInputStream(src));
        try (BufferedReader reader = new BufferedReader(fileReader(counted))) {
            long a = System.nanoTime();
            phase("open", a - t, 1, 0);
            List<String> lines = new ArrayList<>();
            String line;
            while ((line = reader.readLine()) != null) lines.add(line);
            phase("read", System.nanoTime() - a, lines.size() + 1L, counted.count);
            t = System.nanoTime();
            reader.close();
            phase("close", System.nanoTime() - t, 1, 0);
            report(lines.size(), counted.count);
        }
    }

    // UTF-8 length of a decoded line: Files.lines() does not say how many bytes it read, so its
    // byte count is rebuilt from the lines (plus one '\n' each). Honest only for files whose every
    // line ends with '\n': iolens' verifier will say so when that is not the case.
    private static long utf8Length(String s) {
        long n = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < 0x80) n += 1;
            else if (c < 0x800) n += 2;
            else if (Character.isSurrogate(c)) n += 2; // a pair makes 4
            else n += 3;
        }
        return n;
    }

    // Files.lines(path): a stream of lines, sequential or parallel (article 001: Java 9 splits the
    // bytes at newlines and decodes in parallel; 6.6 s sequential, 2.6 s parallel for <2 GB).
    static void filesLines(String src, boolean parallel) throws IOException {
        long t = System.nanoTime();
        try (Stream<String> lines = Files.lines(Paths.get(src), StandardCharsets.UTF_8)) {
            long a = System.nanoTime();
            phase("open", a - t, 1, 0);
            Stream<String> s = parallel ? lines.parallel() : lines;
            LongSummaryStatistics stats = s.mapToLong(line -> utf8Length(line) + 1).summaryStatistics();
            phase("read", System.nanoTime() - a, 1, stats.getSum());
            report(stats.getCount(), stats.getSum());
        }
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 2) {
            System.err.println("usage: IolensArticles STRATEGY SRC [DST]");
            System.exit(2);
        }
        String strategy = args[0], src = args[1], dst = args.length > 2 ? args[2] : null;
        boolean copy = List.of("fileInputStream", "bufferedByte", "readAllBytes", "transferTo", "filesCopy")
                .contains(strategy);
        if (copy && dst == null) {
            System.err.println("IolensArticles: " + strategy + " needs a destination");
            System.exit(2);
        }
        switch (strategy) {
            case "fileInputStream" -> fileInputStream(src, dst);
            case "bufferedByte" -> bufferedByte(src, dst);
            case "readAllBytes" -> readAllBytes(src, dst);
            case "transferTo" -> transferTo(src, dst);
            case "filesCopy" -> filesCopy(src, dst);
            case "fileReaderChar" -> fileReaderChar(src);
            case "charBuffer" -> charBuffer(src);
            case "bufferedReaderLines" -> bufferedReaderLines(src);
            case "filesLines" -> filesLines(src, false);
            case "filesLinesParallel" -> filesLines(src, true);
            default -> {
                System.err.println("IolensArticles: unknown strategy '" + strategy + "'");
                System.exit(2);
            }
        }
        System.out.flush();
    }
}
