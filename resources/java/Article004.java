// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Article 004's program, as written before its fixes, with the article's stopwatches.
//
//     java Article004 [ITERATIONS [DIR]]        (defaults: 200 iterations, the current directory)
//
// For idx = 1..ITERATIONS it prints "idx/max", reads line idx of test1.csv and line 3000+idx of
// test2.csv by reopening each file and reading it from the start (readFile: BufferedReader.readLine
// lineNo times), and appends each line to test3.csv through a writer opened and closed per call
// (writeFile: new FileWriter(file, true) in a BufferedWriter) — the article's hotspot. Stopwatches
// as in the article: 1 the whole loop, 2 print, 3 read test1, 4 write, 5 read test2, 6 write.
//
// test1.csv (ITERATIONS lines) and test2.csv (3000 + ITERATIONS lines) are created in DIR when
// missing, with 32-byte rows like tests/trace/patterns/csvmerge004.c. The article ran 10,000
// iterations (2.7 minutes); the default runs in a second or two.
//
// Under `iolens-cli trace -- java -cp DIR Article004` the stopwatches become zones and the trace
// shows test3.csv's 2 × ITERATIONS opens and closes inside Stopwatch[4] and Stopwatch[6].

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.File;
import java.io.FileReader;
import java.io.FileWriter;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

public final class Article004 {
    private Article004() {}

    public static void main(String[] args) throws IOException {
        final int max = args.length > 0 ? parseIterations(args[0]) : 200;
        final Path dir = Path.of(args.length > 1 ? args[1] : ".");
        if (!Files.isDirectory(dir)) {
            System.err.println("Article004: '" + dir + "' is not a directory.");
            System.exit(2);
        }
        final String test1 = dir.resolve("test1.csv").toString();
        final String test2 = dir.resolve("test2.csv").toString();
        final String test3 = dir.resolve("test3.csv").toString();
        ensureInput(Path.of(test1), 1, max);
        ensureInput(Path.of(test2), 2, 3000 + max);

        System.out.println("start");
        StopwatchUtil.start(1);
        for (int idx = 1; idx <= max; idx++) {
            StopwatchUtil.start(2);
            System.out.println(idx + "/" + max);
            StopwatchUtil.stop(2);
            StopwatchUtil.start(3);
            String content = readFile(test1, idx);
            StopwatchUtil.stop(3);
            StopwatchUtil.start(4);
            writeFile(test3, content);
            StopwatchUtil.stop(4);
            StopwatchUtil.start(5);
            content = readFile(test2, 3000 + idx);
            StopwatchUtil.stop(5);
            StopwatchUtil.start(6);
            writeFile(test3, content);
            StopwatchUtil.stop(6);
        }
        StopwatchUtil.stop(1);

        StopwatchUtil.showAll();
        System.out.println("end");
    }

    private static String readFile(String path, int lineNo) {
        File file = new File(path);
        try (FileReader fr = new FileReader(file);
                BufferedReader br = new BufferedReader(fr)) {
            String content = null;
            for (int idx = 0; idx < lineNo; idx++) {
                content = br.readLine();
            }
            return content;
        } catch (Exception e) {
            e.printStackTrace();
            return null;
        }
    }

    private static void writeFile(String path, String content) {
        File file = new File(path);
        try (FileWriter fw = new FileWriter(file, true);
                BufferedWriter bw = new BufferedWriter(fw)) {
            bw.append(content + "\n");
        } catch (Exception e) {
            e.printStackTrace();
        }
    }

    private static int parseIterations(String text) {
        try {
            final int n = Integer.parseInt(text);
            if (n >= 1) return n;
        } catch (NumberFormatException e) {
            // the sentence below
        }
        System.err.println("Article004: ITERATIONS must be a whole number of at least 1, not '" + text + "'.");
        System.exit(2);
        return 0;
    }

    // Rows of exactly 32 bytes: "0000000042,1,000000000123456789\n".
    private static void ensureInput(Path path, int file, int lines) throws IOException {
        if (Files.exists(path)) return;
        final Path partial = path.resolveSibling(path.getFileName() + ".partial");
        try (Writer out = Files.newBufferedWriter(partial, StandardCharsets.US_ASCII)) {
            for (long n = 1; n <= lines; n++)
                out.write(String.format("%010d,%d,%018d%n", n, file, n * 2654435761L % 1000000007L));
        } catch (IOException e) {
            Files.deleteIfExists(partial);
            throw e;
        }
        Files.move(partial, path);
    }
}
