# SPDX-FileCopyrightText: 2026 The iolens authors
# SPDX-License-Identifier: GPL-3.0-or-later
# The course's and the report's texts: English source → (Japanese, Korean). Read by
# coursetranslations.py; keys are the source strings exactly as the code spells them (unescaped).
T = {
"This machine agrees with the article.": ("このマシンの結果は記事と一致します。", "이 머신의 결과는 글과 일치합니다."),
"This machine disagrees with the article.": ("このマシンの結果は記事と食い違います。", "이 머신의 결과는 글과 다릅니다."),
"%1 cannot run on this machine: %2": ("%1 はこのマシンでは実行できません: %2", "%1 은(는) 이 머신에서 실행할 수 없습니다: %2"),
"%1 took %2 as long as %3 on this machine (medians %4 against %5, %n runs each).":
 ("このマシンでは %1 は %3 の %2 の時間がかかりました（中央値 %4 対 %5、各 %n 回）。",
  "이 머신에서 %1 은(는) %3 보다 %2 오래 걸렸습니다 (중앙값 %4 대 %5, 각 %n회)."),
"Fastest here: %1, median %2 (%3 MiB/s, MiB = 2^20 bytes) over %n runs; the runner-up %4 took %5 as long.":
 ("ここで最速: %1、%n 回の中央値 %2（%3 MiB/s、MiB = 2^20 バイト）。次点の %4 はその %5 の時間でした。",
  "여기서 가장 빠름: %1, %n회 중앙값 %2 (%3 MiB/s, MiB = 2^20 바이트). 2위 %4 은(는) %5 의 시간이 걸렸습니다."),
"Every median lies within 10 % of the fastest's (the slowest, %1, took %2 as long), and a rank test sets no strategy's runs apart from the fastest's: they are the same within the error.":
 ("どの中央値も最速の中央値の 10 % 以内にあり（最も遅い %1 でその %2 の時間）、順位検定はどの戦略の実行も最速のものから分けられません: 誤差の範囲で同じです。",
  "모든 중앙값이 가장 빠른 것의 10 % 이내에 있고 (가장 느린 %1 은(는) %2 의 시간), 순위 검정은 어느 전략의 실행도 가장 빠른 것과 구별하지 못합니다: 오차 범위 안에서 같습니다."),
"The runs of %1 and %2 are apart: a rank test (Mann–Whitney) of their %n runs each gives a %3 chance of runs this far apart if they did not differ, within the 1 % the course asks for.":
 ("%1 と %2 の実行ははっきり分かれています: 各 %n 回の実行の順位検定（Mann–Whitney）では、差がないのにこれほど分かれる確率は %3 で、このコースが求める 1 % 以内です。",
  "%1 과(와) %2 의 실행은 분명히 갈립니다: 각 %n회 실행의 순위 검정(Mann–Whitney)에서 차이가 없는데도 이만큼 갈릴 확률은 %3 로, 이 과정이 요구하는 1 % 이내입니다."),
"%1 cannot be told from %2 in %n runs each: a rank test (Mann–Whitney) gives a %3 chance of runs this far apart if they did not differ, above the 1 % the course asks for. This run does not settle which is faster; run the step again.":
 ("各 %n 回の実行では %1 と %2 を区別できません: 順位検定（Mann–Whitney）では、差がないのにこれほど分かれる確率は %3 で、このコースが求める 1 % を超えます。この実行ではどちらが速いか決まりません。ステップをもう一度実行してください。",
  "각 %n회 실행으로는 %1 과(와) %2 를 구별할 수 없습니다: 순위 검정(Mann–Whitney)에서 차이가 없는데도 이만큼 갈릴 확률은 %3 로, 이 과정이 요구하는 1 % 를 넘습니다. 이번 실행으로는 어느 쪽이 빠른지 정해지지 않습니다. 단계를 다시 실행하세요."),
"This machine's %1 lies within 15 % of the %2 line between its answer and the article's: it is close to the article's figure, not a disagreement.":
 ("このマシンの %1 は、その答えと記事の答えを分ける %2 の線から 15 % 以内にあります: 記事の数値に近く、食い違いではありません。",
  "이 머신의 %1 은(는) 그 답과 글의 답을 가르는 %2 선에서 15 % 이내에 있습니다: 글의 수치에 가깝고, 어긋난 것이 아닙니다."),
"This run cannot tell whether this machine agrees with the article.":
 ("この実行では、このマシンが記事と一致するかどうか分かりません。", "이번 실행으로는 이 머신이 글과 일치하는지 알 수 없습니다."),
"The gap is more than %n threads can give. read.mmap, the same newline scan on one thread, took %1 as long as read.parallel: that is what the threads gave. read.getline-istream took %2 as long as read.mmap, both on one thread: that is its own work, a string built and copied for every line. The article's two readers both decoded every line into a String, so its 2.5× was the threads alone.":
 ("この差は %n スレッドで得られる以上です。同じ改行の走査を 1 スレッドで行う read.mmap は read.parallel の %1 の時間がかかりました: これがスレッドの効果です。read.getline-istream はどちらも 1 スレッドの read.mmap の %2 の時間がかかりました: これはそれ自身の仕事、行ごとに文字列を作ってコピーする分です。記事の 2 つの読み方はどちらも全行を String にデコードしていたので、その 2.5 倍はスレッドだけの効果でした。",
  "이 차이는 %n 스레드가 줄 수 있는 것보다 큽니다. 같은 줄바꿈 검색을 한 스레드로 하는 read.mmap 은 read.parallel 의 %1 의 시간이 걸렸습니다: 이것이 스레드가 준 몫입니다. read.getline-istream 은 둘 다 한 스레드인 read.mmap 의 %2 의 시간이 걸렸습니다: 이것은 자신의 일, 줄마다 문자열을 만들고 복사하는 몫입니다. 글의 두 읽기 방식은 모두 모든 줄을 String 으로 디코딩했으므로 그 2.5배는 스레드만의 효과였습니다."),
"Choose your prediction above, then press Predict and run.":
 ("上で予想を選び、「予想して実行」を押してください。", "위에서 예측을 고른 뒤 「예측하고 실행」을 누르세요."),
"%1 and %2 are within 15 % of each other (%3 against %4): one trace cannot tell which costs more; trace the program again.":
 ("%1 と %2 の差は 15 % 以内です（%3 対 %4）: 1 回のトレースではどちらが重いか分かりません。プログラムをもう一度トレースしてください。",
  "%1 과(와) %2 는 서로 15 % 이내입니다 (%3 대 %4): 한 번의 트레이스로는 어느 쪽이 더 비싼지 알 수 없습니다. 프로그램을 다시 트레이스하세요."),
"this run cannot tell.": ("この実行では判定できません。", "이번 실행으로는 판정할 수 없습니다."),
"Median wall time per strategy": ("戦略ごとの経過時間の中央値", "전략별 경과 시간 중앙값"),
"Stopwatch %1 holds the most time here: %2, %3 of the time in zones 2 to 6.":
 ("ここで最も時間がかかったのはストップウォッチ %1 です: %2、ゾーン 2〜6 の時間の %3。",
  "여기서 가장 많은 시간을 쓴 것은 스톱워치 %1 입니다: %2, 구간 2~6 시간의 %3."),
"%1 costs the most time in calls here: %2, %3 of the time in calls on the program's three files.":
 ("ここで呼び出しに最も時間がかかったのは %1 です: %2、プログラムの 3 つのファイルへの呼び出し時間の %3。",
  "여기서 호출 시간이 가장 많은 것은 %1 입니다: %2, 프로그램의 세 파일에 대한 호출 시간의 %3."),
"The trace's findings name the patterns it saw: %1.": ("トレースの検出結果が見つけたパターン: %1。", "트레이스의 발견 사항이 찾은 패턴: %1."),
"a few times (under 10×)": ("数倍（10 倍未満）", "몇 배 (10배 미만)"),
"tens of times (10× to 100×)": ("数十倍（10〜100 倍）", "수십 배 (10~100배)"),
"a hundred times or more (100× and up)": ("百倍かそれ以上（100 倍以上）", "백 배 또는 그 이상 (100배 이상)"),
"about 2× (under 4.5×)": ("約 2 倍（4.5 倍未満）", "약 2배 (4.5배 미만)"),
"about 10× (4.5× to 32×)": ("約 10 倍（4.5〜32 倍）", "약 10배 (4.5~32배)"),
"about 100× (32× to 316×)": ("約 100 倍（32〜316 倍）", "약 100배 (32~316배)"),
"about 1,000× or more (316× and up)": ("約 1,000 倍以上（316 倍以上）", "약 1,000배 이상 (316배 이상)"),
"Article 000: copying a file": ("記事 000: ファイルのコピー", "글 000: 파일 복사"),
"Java offers many ways to copy a file: a byte[] loop, buffered streams, readAllBytes, transferTo, Files.copy. The article timed them with JMH and error bars. Predict, run, and see which of its findings hold on this machine.":
 ("Java にはファイルをコピーする方法がたくさんあります: byte[] のループ、バッファ付きストリーム、readAllBytes、transferTo、Files.copy。記事は JMH と誤差付きで計測しました。予想して、実行し、記事の結論のどれがこのマシンで成り立つか確かめましょう。",
  "Java에는 파일을 복사하는 방법이 많습니다: byte[] 루프, 버퍼 스트림, readAllBytes, transferTo, Files.copy. 글은 JMH로 오차와 함께 측정했습니다. 예측하고, 실행하고, 글의 결론 중 어느 것이 이 머신에서 성립하는지 확인해 보세요."),
"The bulk copies": ("一括コピー", "대량 복사"),
"Which copy is fastest on this machine?": ("このマシンで最も速いコピーはどれでしょう？", "이 머신에서 가장 빠른 복사는 무엇일까요?"),
"a read/write loop with an 8 KiB buffer (copy.buffer-loop)": ("8 KiB バッファの read/write ループ（copy.buffer-loop）", "8 KiB 버퍼의 read/write 루프 (copy.buffer-loop)"),
"the whole file in memory, then one write (copy.read-all)": ("ファイル全体をメモリに読み、1 回で書く（copy.read-all）", "파일 전체를 메모리에 읽고 한 번에 쓰기 (copy.read-all)"),
"a copy inside the kernel: sendfile, copy_file_range (what cp does) or std::filesystem::copy_file (as Files.copy)":
 ("カーネル内のコピー: sendfile、copy_file_range（cp と同じ）または std::filesystem::copy_file（Files.copy と同じ）",
  "커널 안의 복사: sendfile, copy_file_range (cp가 쓰는 것) 또는 std::filesystem::copy_file (Files.copy에 해당)"),
"they are all the same within the error": ("誤差の範囲ですべて同じ", "오차 범위 안에서 모두 같다"),
"The article (JMH, 10 GB): transferTo 13.055 ± 0.583 s, the buffered variants 12.668 to 13.663 s, stream to stream 12.128 ± 0.331 s against Files.copy 12.257 ± 0.342 s: all the same within the error.":
 ("記事（JMH、10 GB）: transferTo 13.055 ± 0.583 秒、バッファ付きの各版 12.668〜13.663 秒、ストリーム間 12.128 ± 0.331 秒 対 Files.copy 12.257 ± 0.342 秒: すべて誤差の範囲で同じ。",
  "글 (JMH, 10 GB): transferTo 13.055 ± 0.583초, 버퍼 변형들 12.668~13.663초, 스트림 간 12.128 ± 0.331초 대 Files.copy 12.257 ± 0.342초: 모두 오차 범위 안에서 같음."),
"Compare medians with their error bars, never single runs. Every bulk copy moves the bytes in large blocks, so they end up close; one that skips user space (sendfile, copy_file_range) may pull ahead when the file is large or the filesystem can share blocks.":
 ("1 回の実行ではなく、誤差付きの中央値で比べましょう。一括コピーはどれも大きなブロックでバイトを動かすので差は小さく、ユーザー空間を通らないもの（sendfile、copy_file_range）はファイルが大きいときやファイルシステムがブロックを共有できるときに前に出ることがあります。",
  "한 번의 실행이 아니라 오차와 함께 중앙값으로 비교하세요. 대량 복사는 모두 큰 블록으로 바이트를 옮기므로 차이가 작고, 사용자 공간을 거치지 않는 것(sendfile, copy_file_range)은 파일이 크거나 파일 시스템이 블록을 공유할 수 있을 때 앞설 수 있습니다."),
"One byte per call": ("1 回の呼び出しで 1 バイト", "호출 한 번에 1바이트"),
"How much longer does copying one byte per call (fgetc/fputc through stdio's buffer) take than the 8 KiB buffer loop?":
 ("1 回の呼び出しで 1 バイトずつ（stdio のバッファ越しの fgetc/fputc）コピーすると、8 KiB バッファのループより何倍かかるでしょう？",
  "호출 한 번에 1바이트씩 (stdio 버퍼를 거치는 fgetc/fputc) 복사하면 8 KiB 버퍼 루프보다 몇 배 걸릴까요?"),
"The article gives no figure: it warns that BufferedInputStream.read(), one byte per call through an 8 KiB buffer, is the real sin.":
 ("記事に数値はありません: 8 KiB バッファ越しに 1 バイトずつ読む BufferedInputStream.read() こそ本当の罪だと警告しています。",
  "글에는 수치가 없습니다: 8 KiB 버퍼를 거쳐 1바이트씩 읽는 BufferedInputStream.read()가 진짜 문제라고 경고합니다."),
"Even when a buffer underneath saves the system calls, a function call per byte costs more than the copy itself. Move blocks, not bytes.":
 ("下のバッファがシステムコールを減らしても、1 バイトごとの関数呼び出しはコピーそのものより高くつきます。バイトではなくブロックを動かしましょう。",
  "아래의 버퍼가 시스템 호출을 줄여도 바이트마다의 함수 호출은 복사 자체보다 비쌉니다. 바이트가 아니라 블록을 옮기세요."),
"One system call per byte": ("1 バイトごとにシステムコール", "바이트마다 시스템 호출"),
"And without stdio's buffer, one read(2) and one write(2) per byte: how much longer than fgetc/fputc?":
 ("では stdio のバッファなしで、1 バイトごとに read(2) と write(2) を 1 回ずつ呼ぶと、fgetc/fputc の何倍かかるでしょう？",
  "그럼 stdio 버퍼 없이 바이트마다 read(2)와 write(2)를 한 번씩 부르면 fgetc/fputc보다 몇 배 걸릴까요?"),
"The article gives no figure for unbuffered per-byte calls; FileInputStream.read() without a buffer is this.":
 ("記事にはバッファなしの 1 バイト呼び出しの数値はありません。バッファなしの FileInputStream.read() がこれに当たります。",
  "글에는 버퍼 없는 바이트 단위 호출의 수치가 없습니다. 버퍼 없는 FileInputStream.read()가 이것입니다."),
"A system call costs hundreds of nanoseconds: a kernel entry and exit, checks, a copy. Two of them per byte is what an unbuffered stream does; a buffer turns them into one per 8 KiB.":
 ("システムコールは数百ナノ秒かかります: カーネルへの出入り、検査、コピー。バッファのないストリームは 1 バイトごとにそれを 2 回行い、バッファはそれを 8 KiB に 1 回にします。",
  "시스템 호출은 수백 나노초가 걸립니다: 커널 진입과 복귀, 검사, 복사. 버퍼 없는 스트림은 바이트마다 두 번 하고, 버퍼는 그것을 8 KiB마다 한 번으로 바꿉니다."),
"Article 001: reading lines in parallel": ("記事 001: 行の並列読み込み", "글 001: 줄 병렬 읽기"),
"Java 9's Files.lines(path).parallel() splits a file as bytes at newline boundaries and decodes each part in its own thread. The article timed it against the sequential reader.":
 ("Java 9 の Files.lines(path).parallel() はファイルをバイトのまま改行の境界で分割し、各部分をそれぞれのスレッドでデコードします。記事はこれを逐次読み込みと比べて計測しました。",
  "Java 9의 Files.lines(path).parallel()은 파일을 바이트 상태로 줄바꿈 경계에서 나누고 각 부분을 자기 스레드에서 디코딩합니다. 글은 이것을 순차 읽기와 비교해 측정했습니다."),
"Split the bytes, decode in parallel": ("バイトで分けて並列にデコード", "바이트로 나누고 병렬로 디코딩"),
"How much faster is reading lines in parallel threads (read.parallel) than one thread reading line by line (read.getline-istream)?":
 ("複数スレッドで並列に行を読む（read.parallel）と、1 スレッドで 1 行ずつ読む（read.getline-istream）より何倍速いでしょう？",
  "여러 스레드로 병렬로 줄을 읽으면 (read.parallel) 한 스레드로 한 줄씩 읽는 것(read.getline-istream)보다 몇 배 빠를까요?"),
"not faster (under 1.1×)": ("速くならない（1.1 倍未満）", "빨라지지 않는다 (1.1배 미만)"),
"a little (1.1× to 1.6×)": ("少し（1.1〜1.6 倍）", "조금 (1.1~1.6배)"),
"about twice (1.6× to 3×)": ("約 2 倍（1.6〜3 倍）", "약 2배 (1.6~3배)"),
"more than 3×": ("3 倍より大きい", "3배 넘게"),
"The article (Core i7, under 2 GB): sequential 6.6 s, parallel 2.6 s: 2.5×.": ("記事（Core i7、2 GB 以下）: 逐次 6.6 秒、並列 2.6 秒: 2.5 倍。", "글 (Core i7, 2 GB 이하): 순차 6.6초, 병렬 2.6초: 2.5배."),
"read.parallel used %n threads here, one per hardware thread of this machine; the article's Core i7 had more. A split can be no faster than the cores that run its parts.":
 ("ここで read.parallel は %n スレッド、このマシンのハードウェアスレッドごとに 1 つを使いました。記事の Core i7 にはもっと多くありました。分割しても、それを実行するコア以上には速くなりません。",
  "여기서 read.parallel은 이 머신의 하드웨어 스레드마다 하나씩, %n 스레드를 썼습니다. 글의 Core i7은 더 많았습니다. 나누어도 그것을 실행하는 코어보다 빨라질 수는 없습니다."),
"Split the bytes first and decode later, in parallel; and know where an implementation falls back to a slow path (Java's did above 2 GB).":
 ("まずバイトで分け、デコードは後で並列に。そして実装がどこで遅い経路に戻るかを知っておきましょう（Java では 2 GB 超でそうなりました）。",
  "먼저 바이트로 나누고 디코딩은 나중에 병렬로. 그리고 구현이 어디서 느린 경로로 돌아가는지 알아 두세요 (Java는 2 GB를 넘으면 그랬습니다)."),
"The fastest reader": ("最速の読み方", "가장 빠른 읽기"),
"Which way of counting and checking lines is fastest here?": ("ここで行を数えて検査する最速の方法はどれでしょう？", "여기서 줄을 세고 검사하는 가장 빠른 방법은 무엇일까요?"),
"std::getline into strings (read.getline-istream)": ("文字列への std::getline（read.getline-istream）", "문자열로 std::getline (read.getline-istream)"),
"one thread scanning for newlines: a 1 MiB buffer (read.buffer) or a memory map (read.mmap)":
 ("1 スレッドで改行を走査: 1 MiB バッファ（read.buffer）またはメモリマップ（read.mmap）",
  "한 스레드로 줄바꿈 검색: 1 MiB 버퍼 (read.buffer) 또는 메모리 맵 (read.mmap)"),
"parallel ranges (read.parallel)": ("並列の範囲（read.parallel）", "병렬 범위 (read.parallel)"),
"The article found the parallel stream fastest (2.6 s against 6.6 s).": ("記事では並列ストリームが最速でした（2.6 秒 対 6.6 秒）。", "글에서는 병렬 스트림이 가장 빨랐습니다 (2.6초 대 6.6초)."),
"Copies and calls per line cost more than the bytes: a reader that scans a big buffer or a mapping does the least work per line.":
 ("行ごとのコピーと呼び出しはバイトそのものより高くつきます: 大きなバッファやマッピングを走査する読み方が 1 行あたりの仕事が最も少なくなります。",
  "줄마다의 복사와 호출은 바이트 자체보다 비쌉니다: 큰 버퍼나 매핑을 훑는 방식이 줄당 일이 가장 적습니다."),
"Article 002: reading, buffers and allocation": ("記事 002: 読み込み、バッファ、確保", "글 002: 읽기, 버퍼, 할당"),
"The Korean article reads a 10 MB text file three ways and warns about direct buffers allocated again and again. How do its figures look on this machine?":
 ("韓国語の記事は 10 MB のテキストファイルを 3 通りに読み、ダイレクトバッファを何度も確保することに警告しています。その数値はこのマシンではどうなるでしょう？",
  "이 글은 10 MB 텍스트 파일을 세 가지 방법으로 읽고, 다이렉트 버퍼를 거듭 할당하는 것을 경고합니다. 그 수치는 이 머신에서 어떻게 나올까요?"),
"A char at a time": ("1 文字ずつ", "한 글자씩"),
"How much faster is reading with a 1 MiB buffer (read.buffer) than one read call per char (read.char-syscall)?":
 ("1 MiB バッファで読む（read.buffer）と、1 文字ごとに read を呼ぶ（read.char-syscall）より何倍速いでしょう？",
  "1 MiB 버퍼로 읽으면 (read.buffer) 글자마다 read를 부르는 것(read.char-syscall)보다 몇 배 빠를까요?"),
"The article (10 MB): FileReader.read() one char at a time 450 ms, with a 1 MiB char[] 80 ms: 5.6×.":
 ("記事（10 MB）: FileReader.read() で 1 文字ずつ 450 ミリ秒、1 MiB の char[] で 80 ミリ秒: 5.6 倍。", "글 (10 MB): FileReader.read()로 한 글자씩 450ms, 1 MiB char[]로 80ms: 5.6배."),
"Java's FileReader.read() is not one system call per char: its decoder reads 8 KiB at a time underneath. Its analogue here is read.char-stdio (fgetc through stdio's buffer), measured in the same run: %1 as long as read.buffer, against the article's %2. read.char-syscall pays one read(2) per byte instead.":
 ("Java の FileReader.read() は 1 文字ごとのシステムコールではありません: その下のデコーダが 8 KiB ずつ読みます。ここでそれに当たるのは read.char-stdio（stdio のバッファ越しの fgetc）で、同じ実行で計測すると read.buffer の %1 の時間、記事では %2 でした。read.char-syscall は代わりに 1 バイトごとに read(2) を払います。",
  "Java의 FileReader.read()는 글자마다의 시스템 호출이 아닙니다: 그 아래의 디코더가 8 KiB씩 읽습니다. 여기서 그에 해당하는 것은 read.char-stdio (stdio 버퍼를 거치는 fgetc)이며, 같은 실행에서 측정하면 read.buffer의 %1 시간, 글에서는 %2 였습니다. read.char-syscall은 대신 바이트마다 read(2)를 치릅니다."),
"The number of calls dominates: each call into the kernel costs far more than handling one byte. Read big blocks and scan them.":
 ("呼び出しの回数が支配します: カーネルへの呼び出し 1 回は 1 バイトを扱うよりはるかに高くつきます。大きなブロックで読み、それを走査しましょう。",
  "호출 횟수가 지배합니다: 커널 호출 한 번은 1바이트를 처리하는 것보다 훨씬 비쌉니다. 큰 블록으로 읽고 그것을 훑으세요."),
"Lines or a big buffer": ("行単位か、大きなバッファか", "줄 단위냐, 큰 버퍼냐"),
"Which is faster: std::getline into a list of strings (BufferedReader.readLine) or a 1 MiB buffer with a newline scan?":
 ("速いのはどちらでしょう: 文字列のリストへの std::getline（BufferedReader.readLine）か、改行を走査する 1 MiB バッファか？",
  "어느 쪽이 빠를까요: 문자열 리스트로 std::getline (BufferedReader.readLine), 아니면 줄바꿈을 훑는 1 MiB 버퍼?"),
"getline into strings (read.getline-istream)": ("文字列への getline（read.getline-istream）", "문자열로 getline (read.getline-istream)"),
"the 1 MiB buffer (read.buffer)": ("1 MiB バッファ（read.buffer）", "1 MiB 버퍼 (read.buffer)"),
"the same within the error": ("誤差の範囲で同じ", "오차 범위 안에서 같다"),
"The article: BufferedReader.readLine() 120 ms against the 1 MiB char[] 80 ms.": ("記事: BufferedReader.readLine() 120 ミリ秒 対 1 MiB の char[] 80 ミリ秒。", "글: BufferedReader.readLine() 120ms 대 1 MiB char[] 80ms."),
"Keeping every line as a string costs an allocation and a copy per line; when only counts or checksums are needed, scan the buffer in place.":
 ("すべての行を文字列として持つと、1 行ごとに確保とコピーがかかります。数やチェックサムだけが要るなら、バッファをその場で走査しましょう。",
  "모든 줄을 문자열로 보관하면 줄마다 할당과 복사가 듭니다. 개수나 체크섬만 필요하면 버퍼를 그 자리에서 훑으세요."),
"Allocate once": ("確保は 1 回", "할당은 한 번"),
"How much longer does allocating a fresh 1 MiB buffer for every chunk take than reusing one?":
 ("チャンクごとに新しい 1 MiB バッファを確保すると、1 つを使い回すより何倍かかるでしょう？", "청크마다 새 1 MiB 버퍼를 할당하면 하나를 재사용하는 것보다 몇 배 걸릴까요?"),
"no measurable difference (under 1.1×)": ("測れるほどの差はない（1.1 倍未満）", "측정할 만한 차이 없음 (1.1배 미만)"),
"somewhat (1.1× to 2×)": ("いくらか（1.1〜2 倍）", "어느 정도 (1.1~2배)"),
"2× or more": ("2 倍以上", "2배 이상"),
"The article gives no figure: ByteBuffer.allocateDirect called per use can make the JVM run System.gc() when native memory runs out.":
 ("記事に数値はありません: 使うたびに ByteBuffer.allocateDirect を呼ぶと、ネイティブメモリが尽きたときに JVM が System.gc() を実行することがあります。",
  "글에는 수치가 없습니다: 쓸 때마다 ByteBuffer.allocateDirect를 부르면 네이티브 메모리가 바닥날 때 JVM이 System.gc()를 실행할 수 있습니다."),
"A fresh buffer means fresh pages: the kernel maps and zeroes them on first touch (page faults). Allocate once and reuse.":
 ("新しいバッファは新しいページです: カーネルは最初に触れたときにそれをマップしてゼロで埋めます（ページフォールト）。1 回確保して使い回しましょう。",
  "새 버퍼는 새 페이지입니다: 커널은 처음 건드릴 때 그것을 매핑하고 0으로 채웁니다 (페이지 폴트). 한 번 할당하고 재사용하세요."),
"Article 004: stopwatches, writes and round trips": ("記事 004: ストップウォッチ、書き込み、往復", "글 004: 스톱워치, 쓰기, 왕복"),
"The article finds its program's hotspot with numbered stopwatches (StopwatchUtil), then fixes it: a writer opened and closed for every record, files re-read from the start, one request per id.":
 ("記事は番号付きのストップウォッチ（StopwatchUtil）でプログラムのホットスポットを見つけ、直します: レコードごとに開いて閉じるライター、先頭から読み直すファイル、ID ごとの 1 リクエスト。",
  "글은 번호 붙은 스톱워치(StopwatchUtil)로 프로그램의 핫스팟을 찾고 고칩니다: 레코드마다 열고 닫는 writer, 처음부터 다시 읽는 파일, id마다 한 번의 요청."),
"A writer per record": ("レコードごとのライター", "레코드마다 writer"),
"How much longer does appending 20,000 records take when the file is opened and closed for every record (write.reopen-per-record) than with the file opened once (write.single-open)?":
 ("20,000 レコードを追記するとき、レコードごとにファイルを開いて閉じる（write.reopen-per-record）と、1 回だけ開く（write.single-open）より何倍かかるでしょう？",
  "20,000개 레코드를 덧붙일 때 레코드마다 파일을 열고 닫으면 (write.reopen-per-record) 한 번만 여는 것(write.single-open)보다 몇 배 걸릴까요?"),
"The article: 71,247 ms + 69,725 ms with the writer opened per record, 31 ms (19 ms write, 2 ms open, 10 ms close) with it opened once: about 4,500×.":
 ("記事: レコードごとに開くライターで 71,247 ミリ秒 + 69,725 ミリ秒、1 回だけ開くと 31 ミリ秒（書き込み 19、オープン 2、クローズ 10 ミリ秒）: 約 4,500 倍。",
  "글: 레코드마다 여는 writer로 71,247ms + 69,725ms, 한 번만 열면 31ms (쓰기 19ms, 열기 2ms, 닫기 10ms): 약 4,500배."),
"On this machine an open and a close together cost %1 per record (the open and close phases of write.reopen-per-record, measured). The article's writer cost %2 per record (140,972 ms for 20,000 records): opening a file was a thousand times dearer on its platform, so there reopening was the hotspot.":
 ("このマシンではオープンとクローズで 1 レコードあたり %1 でした（write.reopen-per-record の open と close フェーズの実測）。記事のライターは 1 レコードあたり %2（20,000 レコードで 140,972 ミリ秒）: そのプラットフォームではファイルを開くのが千倍高く、だから開き直しがホットスポットでした。",
  "이 머신에서는 열기와 닫기가 레코드당 %1 였습니다 (write.reopen-per-record의 open과 close 단계 실측). 글의 writer는 레코드당 %2 (20,000개에 140,972ms): 그 플랫폼에서는 파일 열기가 천 배 비쌌고, 그래서 다시 열기가 핫스팟이었습니다."),
"Open once, write many times, close once. How much reopening costs depends on the platform; only a stopwatch tells you whether it is your hotspot.":
 ("1 回開き、何度も書き、1 回閉じる。開き直しのコストはプラットフォーム次第で、それがホットスポットかどうかはストップウォッチだけが教えてくれます。",
  "한 번 열고, 여러 번 쓰고, 한 번 닫으세요. 다시 열기의 비용은 플랫폼에 따라 다르고, 그것이 핫스팟인지는 스톱워치만 알려 줍니다."),
"The first fix: merge the writes": ("最初の修正: 書き込みをまとめる", "첫 번째 수정: 쓰기를 합치기"),
"The article's first fix wrote both records per open. How much does halving the opens save?":
 ("記事の最初の修正は 1 回のオープンで 2 レコードを書きました。オープンを半分にするとどれだけ速くなるでしょう？", "글의 첫 번째 수정은 한 번 열 때 두 레코드를 썼습니다. 열기를 절반으로 줄이면 얼마나 빨라질까요?"),
"nothing (under 1.3×)": ("変わらない（1.3 倍未満）", "변화 없음 (1.3배 미만)"),
"about half the time (1.3× to 3×)": ("約半分の時間（1.3〜3 倍）", "약 절반의 시간 (1.3~3배)"),
"The article: 140,972 ms of writes before, 67,674 ms after merging: 2.1×.": ("記事: 書き込みはまとめる前 140,972 ミリ秒、まとめた後 67,674 ミリ秒: 2.1 倍。", "글: 쓰기는 합치기 전 140,972ms, 합친 후 67,674ms: 2.1배."),
"When one call's fixed cost dominates, halving the calls halves the time; removing the calls altogether (opening once) is the real fix.":
 ("1 回の呼び出しの固定費が支配するなら、呼び出しを半分にすれば時間も半分になります。呼び出しそのものをなくす（1 回だけ開く）のが本当の修正です。",
  "호출 한 번의 고정 비용이 지배하면 호출을 절반으로 줄이면 시간도 절반이 됩니다. 호출 자체를 없애는 것(한 번만 열기)이 진짜 수정입니다."),
"Read from the start, every time": ("毎回先頭から読む", "매번 처음부터 읽기"),
"The program reads line i by reopening the file and reading from the start. How much faster is an index built once (lookup.index) for 2,000 lookups?":
 ("プログラムは i 行目を、ファイルを開き直して先頭から読むことで取得します。2,000 回の検索で、1 回だけ作る索引（lookup.index）は何倍速いでしょう？",
  "프로그램은 i번째 줄을 파일을 다시 열고 처음부터 읽어서 얻습니다. 2,000번 조회할 때 한 번 만드는 색인(lookup.index)은 몇 배 빠를까요?"),
"The article measured the re-reading (8,277 ms + 9,939 ms for 20,000 reads) but left it unfixed: \"the reads could be fixed the same way\".":
 ("記事は読み直しを計測しました（20,000 回の読み込みで 8,277 ミリ秒 + 9,939 ミリ秒）が、直さずに残しました:「読み込みも同じように直せる」。",
  "글은 다시 읽기를 측정했지만 (20,000번 읽기에 8,277ms + 9,939ms) 고치지 않고 남겼습니다: \"읽기도 같은 방법으로 고칠 수 있다\"."),
"Re-reading a file from the start for every lookup is O(N·M); one pass that remembers where lines start makes it O(N+M).":
 ("検索のたびにファイルを先頭から読み直すのは O(N·M) です。行の始まりを覚える 1 回の走査で O(N+M) になります。",
  "조회할 때마다 파일을 처음부터 다시 읽는 것은 O(N·M)입니다. 줄의 시작을 기억하는 한 번의 훑기로 O(N+M)이 됩니다."),
"Round trips": ("往復", "왕복"),
"29 rows from a local server: how much faster is one request for the id range, filtered and with only the needed column (net.range-projected), than one request per id (net.per-id)?":
 ("ローカルサーバーから 29 行: ID の範囲を 1 回で、絞り込んで必要な列だけを求める（net.range-projected）と、ID ごとに 1 リクエスト（net.per-id）より何倍速いでしょう？",
  "로컬 서버에서 29행: id 범위를 한 번에, 걸러서 필요한 열만 요청하면 (net.range-projected) id마다 한 번 요청하는 것(net.per-id)보다 몇 배 빠를까요?"),
"The article: one request per id 20,841 ms, one for the range 6,103 ms, filtered on the server 4,562 ms, only the name column 556 ms: 37×.":
 ("記事: ID ごとのリクエストで 20,841 ミリ秒、範囲を 1 回で 6,103 ミリ秒、サーバーで絞り込んで 4,562 ミリ秒、name 列だけで 556 ミリ秒: 37 倍。",
  "글: id마다 요청 20,841ms, 범위 한 번 6,103ms, 서버에서 거르기 4,562ms, name 열만 556ms: 37배."),
"Here fewer round trips alone give %1 (net.per-id against net.range, in the same run), against the article's %2 for all three fixes: a local server with a 1 ms simulated round trip and small rows is not the article's database with its image column.":
 ("ここでは往復を減らすだけで %1（同じ実行での net.per-id 対 net.range）、記事では 3 つの修正すべてで %2: 1 ミリ秒の模擬往復と小さな行のローカルサーバーは、画像列を持つ記事のデータベースとは違います。",
  "여기서는 왕복을 줄이는 것만으로 %1 (같은 실행에서 net.per-id 대 net.range), 글에서는 세 가지 수정 모두로 %2: 1ms 모의 왕복과 작은 행의 로컬 서버는 이미지 열이 있는 글의 데이터베이스와 다릅니다."),
"Fewer round trips first, then less data per trip: ask for the range, filter on the server, select only the columns you need.":
 ("まず往復を減らし、次に 1 回あたりのデータを減らしましょう: 範囲で求め、サーバーで絞り込み、必要な列だけを選ぶ。",
  "먼저 왕복을 줄이고, 다음으로 한 번에 오가는 데이터를 줄이세요: 범위로 요청하고, 서버에서 거르고, 필요한 열만 고르세요."),
"Find the hotspot with stopwatches": ("ストップウォッチでホットスポットを探す", "스톱워치로 핫스팟 찾기"),
"Article 004's program, with the article's numbered stopwatches, traced for 2,000 iterations: which stopwatch holds the most time?":
 ("記事の番号付きストップウォッチを持つ記事 004 のプログラムを 2,000 回の繰り返しでトレースします: 最も時間がかかるストップウォッチはどれでしょう？",
  "글의 번호 붙은 스톱워치가 있는 글 004의 프로그램을 2,000번 반복으로 트레이스합니다: 가장 많은 시간을 쓰는 스톱워치는 무엇일까요?"),
"2: printing the progress": ("2: 進捗の表示", "2: 진행 상황 출력"),
"3: reading test1.csv": ("3: test1.csv の読み込み", "3: test1.csv 읽기"),
"4: writing test3.csv": ("4: test3.csv への書き込み", "4: test3.csv 쓰기"),
"5: reading test2.csv": ("5: test2.csv の読み込み", "5: test2.csv 읽기"),
"6: writing test3.csv again": ("6: test3.csv への再度の書き込み", "6: test3.csv 다시 쓰기"),
"The article: Stopwatch[4] 71,247 ms and Stopwatch[6] 69,725 ms (the writes) against 8,277 ms and 9,939 ms for the reads.":
 ("記事: Stopwatch[4] 71,247 ミリ秒と Stopwatch[6] 69,725 ミリ秒（書き込み）、読み込みは 8,277 ミリ秒と 9,939 ミリ秒。",
  "글: Stopwatch[4] 71,247ms와 Stopwatch[6] 69,725ms (쓰기), 읽기는 8,277ms와 9,939ms."),
"The trace shows why: an open and a close of test3.csv took %1 per record on this machine, against about %2 on the article's, so the writes are cheap here; the file whose calls cost the most is %3 (%4 in all). The program reads test1.csv and test2.csv from the start for every record; fixing the writes (the article's v1 → v3) changes little here.":
 ("トレースが理由を示します: このマシンでは test3.csv のオープンとクローズは 1 レコードあたり %1、記事のマシンでは約 %2 で、ここでは書き込みは安価です。呼び出しに最も時間がかかったファイルは %3（合計 %4）です。プログラムは test1.csv と test2.csv をレコードごとに先頭から読み直すので、書き込みを直しても（記事の v1 → v3）ここではほとんど変わりません。",
  "트레이스가 이유를 보여 줍니다: 이 머신에서 test3.csv의 열기와 닫기는 레코드당 %1, 글의 머신에서는 약 %2 였으므로 여기서는 쓰기가 저렴합니다. 호출 시간이 가장 많은 파일은 %3 (합계 %4) 입니다. 프로그램은 test1.csv와 test2.csv를 레코드마다 처음부터 다시 읽으므로, 쓰기를 고쳐도 (글의 v1 → v3) 여기서는 거의 변하지 않습니다."),
"Here the hotspot is elsewhere: an open and a close of test3.csv took %1 per record on this machine, measured in the trace, against about %2 on the article's (140,972 ms for 20,000 records). The file whose calls cost the most is %3, %4 in all: the program reads it from the start for every record.":
 ("ここではホットスポットは別の場所です: トレースで測ると、このマシンでは test3.csv のオープンとクローズは 1 レコードあたり %1、記事のマシンでは約 %2（20,000 レコードで 140,972 ミリ秒）でした。呼び出しに最も時間がかかったファイルは %3 で合計 %4: プログラムはレコードごとにそれを先頭から読み直します。",
  "여기서는 핫스팟이 다른 곳에 있습니다: 트레이스로 재면 이 머신에서 test3.csv의 열기와 닫기는 레코드당 %1, 글의 머신에서는 약 %2 (20,000개 레코드에 140,972ms) 였습니다. 호출 시간이 가장 많은 파일은 %3 로 합계 %4: 프로그램은 레코드마다 그 파일을 처음부터 다시 읽습니다."),
"Here the file and its copy stay in the page cache: the fastest, %1, moved %2 MiB/s and the slowest, %3, %4 MiB/s (MiB = 2^20 bytes, measured in this run). The article's Files.copy moved %5 MiB/s (10 GiB in 12.257 s): every method wrote 10 GiB to its disk, and the disk set the pace for all of them alike. Without a disk to wait for, the copies through user space pay for moving every byte twice, which copy_file_range and sendfile do not.":
 ("ここではファイルとそのコピーはページキャッシュに収まっています: 最速の %1 は %2 MiB/s、最も遅い %3 は %4 MiB/s でした（MiB = 2^20 バイト、この実行で計測）。記事の Files.copy は %5 MiB/s（10 GiB を 12.257 秒）: どの方法も 10 GiB をディスクに書き、ディスクがすべての方法に同じ速さを強いました。待つべきディスクがなければ、ユーザー空間を通るコピーはすべてのバイトを 2 回動かす代価を払い、copy_file_range と sendfile はそれを払いません。",
  "여기서는 파일과 그 복사본이 페이지 캐시에 있습니다: 가장 빠른 %1 은(는) %2 MiB/s, 가장 느린 %3 은(는) %4 MiB/s 였습니다 (MiB = 2^20 바이트, 이번 실행에서 측정). 글의 Files.copy는 %5 MiB/s (10 GiB를 12.257초): 모든 방법이 10 GiB를 디스크에 썼고, 디스크가 모두에게 같은 속도를 정했습니다. 기다릴 디스크가 없으면 사용자 공간을 거치는 복사는 모든 바이트를 두 번 옮기는 값을 치르고, copy_file_range와 sendfile은 그렇지 않습니다."),
"read.parallel ran %n threads here, one per hardware thread, and took %1 as long as the fastest, %2. The article's parallel stream won against a sequential reader that decoded every line into a String; its analogue here, read.getline-istream, took %3 as long as %2 in the same run. A single thread that scans a buffer or a mapping for newlines leaves little for more threads to split.":
 ("read.parallel はここでハードウェアスレッドごとに 1 つ、%n スレッドで動き、最速の %2 の %1 の時間がかかりました。記事の並列ストリームが勝った相手は、すべての行を String にデコードする逐次リーダーでした。ここでのその相当品 read.getline-istream は、同じ実行で %2 の %3 の時間でした。バッファやマッピングから改行を探す 1 スレッドの読み方では、スレッドを増やして分けられる仕事はほとんど残りません。",
  "read.parallel은 여기서 하드웨어 스레드마다 하나씩 %n 개 스레드로 실행되었고, 가장 빠른 %2 보다 %1 오래 걸렸습니다. 글의 병렬 스트림이 이긴 상대는 모든 줄을 String으로 디코딩하는 순차 리더였습니다. 여기서 그에 해당하는 read.getline-istream은 같은 실행에서 %2 보다 %3 오래 걸렸습니다. 버퍼나 매핑에서 줄바꿈을 찾는 한 스레드의 읽기로는 스레드를 늘려 나눌 일이 거의 남지 않습니다."),
"Measure before you fix: the stopwatches point at the section that costs the most, and it need not be the one the article found.":
 ("直す前に測りましょう: ストップウォッチは最もコストのかかる区間を指し、それは記事が見つけたものとは限りません。",
  "고치기 전에 측정하세요: 스톱워치는 가장 비싼 구간을 가리키며, 그것이 글이 찾은 곳이라는 보장은 없습니다."),
"Find it without touching the code": ("コードに触れずに探す", "코드를 건드리지 않고 찾기"),
"Now forget the stopwatches: the trace also times every call per file. Which file costs the program the most time in calls?":
 ("今度はストップウォッチを忘れましょう: トレースはファイルごとにすべての呼び出しの時間も測ります。プログラムの呼び出し時間が最もかかるファイルはどれでしょう？",
  "이제 스톱워치는 잊으세요: 트레이스는 파일마다 모든 호출의 시간도 잽니다. 프로그램의 호출 시간이 가장 많은 파일은 무엇일까요?"),
"test1.csv (read)": ("test1.csv（読み込み）", "test1.csv (읽기)"),
"test2.csv (read)": ("test2.csv（読み込み）", "test2.csv (읽기)"),
"test3.csv (written)": ("test3.csv（書き込み）", "test3.csv (쓰기)"),
"The article needed stopwatches in the code to find its hotspot, the writes to test3.csv.":
 ("記事はホットスポット、つまり test3.csv への書き込みを見つけるのに、コードにストップウォッチが必要でした。", "글은 핫스팟인 test3.csv 쓰기를 찾기 위해 코드에 스톱워치가 필요했습니다."),
"A trace of an unmodified program finds the same hotspot per file and call, and its findings name the fix, without editing or rebuilding anything.":
 ("変更していないプログラムのトレースは、ファイルと呼び出しごとに同じホットスポットを見つけ、その検出結果が修正を示します。何も編集もビルドもし直さずに。",
  "수정하지 않은 프로그램의 트레이스는 파일과 호출마다 같은 핫스팟을 찾고, 그 발견 사항이 수정을 알려 줍니다. 아무것도 고치거나 다시 빌드하지 않고."),
"runner-up %1": ("次点 %1", "2위 %1"),
"not run yet": ("未実行", "아직 실행 안 함"),
"failed: %1": ("失敗: %1", "실패: %1"),
"%1 (this run cannot tell)": ("%1（この実行では決められません）", "%1 (이번 실행으로는 판단할 수 없음)"),
"Time [%1]": ("時間 [%1]", "시간 [%1]"),
"Course": ("コース", "코스"),
"Predict and run": ("予想して実行", "예측하고 실행"),
"Cancel": ("キャンセル", "취소"),
"Next": ("次へ", "다음"),
"Step": ("ステップ", "단계"),
"Your prediction": ("あなたの予想", "당신의 예측"),
"Measured answer": ("測定した答え", "측정한 답"),
"Figure": ("数値", "수치"),
"The article": ("記事", "글"),
"The step's file could not be made: %1": ("このステップのファイルを作れませんでした: %1", "이 단계의 파일을 만들 수 없었습니다: %1"),
"Running %1 (repetition %2) …": ("%1 を実行中（%2 回目）…", "%1 실행 중 (%2회째) …"),
"Tracing: calls %1, files %2 so far …": ("トレース中: これまでに呼び出し %1、ファイル %2 …", "트레이스 중: 지금까지 호출 %1회, 파일 %2개 …"),
"Summary": ("まとめ", "요약"),
"Run again": ("もう一度実行", "다시 실행"),
"This step traces article 004's program (%Ln iterations) and reads its stopwatches and calls.":
 ("このステップは記事 004 のプログラム（%Ln 回の繰り返し）をトレースし、そのストップウォッチと呼び出しを読みます。",
  "이 단계는 글 004의 프로그램(%Ln번 반복)을 트레이스하고 그 스톱워치와 호출을 읽습니다."),
"This step runs %1 strategies on a file of %2, %n repetitions each.":
 ("このステップは %2 のファイルで %1 個の戦略を各 %n 回実行します。",
  "이 단계는 %2 파일에서 전략 %1개를 각 %n회 실행합니다."),
"Last time: you predicted <b>%1</b>; the measured answer was <b>%2</b> (%3). Run it again to see the figures.":
 ("前回: あなたの予想は <b>%1</b>、測定した答えは <b>%2</b>（%3）でした。数値を見るにはもう一度実行してください。",
  "지난번: 당신의 예측은 <b>%1</b>, 측정한 답은 <b>%2</b> (%3) 였습니다. 수치를 보려면 다시 실행하세요."),
"Choose your prediction first.": ("まず予想を選んでください。", "먼저 예측을 고르세요."),
"The step's file could not be made: cannot create the directory '%1'.": ("このステップのファイルを作れませんでした: ディレクトリ '%1' を作成できません。", "이 단계의 파일을 만들 수 없었습니다: 디렉터리 '%1' 을(를) 만들 수 없습니다."),
"Making a %1 file for this step …": ("このステップ用に %1 のファイルを作成中 …", "이 단계용 %1 파일을 만드는 중 …"),
"Running the step's strategies …": ("ステップの戦略を実行中 …", "단계의 전략을 실행하는 중 …"),
"Article 004's program is not at '%1': install iolens with it (cmake --install puts it in libexec/iolens/), or set IOLENS_COURSE_PROGRAM to its path":
 ("記事 004 のプログラムが '%1' にありません: それを含めて iolens をインストールするか（cmake --install が libexec/iolens/ に置きます）、IOLENS_COURSE_PROGRAM にそのパスを設定してください",
  "글 004의 프로그램이 '%1' 에 없습니다: 그것을 포함해 iolens를 설치하거나 (cmake --install이 libexec/iolens/ 에 둡니다), IOLENS_COURSE_PROGRAM 에 그 경로를 설정하세요"),
"Cannot create the directory '%1'.": ("ディレクトリ '%1' を作成できません。", "디렉터리 '%1' 을(를) 만들 수 없습니다."),
"Tracing article 004's program …": ("記事 004 のプログラムをトレース中 …", "글 004의 프로그램을 트레이스하는 중 …"),
"The trace gave no result.": ("トレースの結果がありません。", "트레이스 결과가 없습니다."),
"The run gave no result.": ("実行の結果がありません。", "실행 결과가 없습니다."),
"This step's run failed: %1. Run it again, or go on to the next step.": ("このステップの実行は失敗しました: %1。もう一度実行するか、次のステップへ進んでください。", "이 단계의 실행이 실패했습니다: %1. 다시 실행하거나 다음 단계로 넘어가세요."),
"%1 ← measured": ("%1 ← 測定結果", "%1 ← 측정 결과"),
"Measured answer: <b>%1</b> (%2). You predicted <b>%3</b>: %4": ("測定した答え: <b>%1</b>（%2）。あなたの予想は <b>%3</b>: %4", "측정한 답: <b>%1</b> (%2). 당신의 예측은 <b>%3</b>: %4"),
"right.": ("正解です。", "맞았습니다."),
"not this time.": ("今回は外れました。", "이번에는 틀렸습니다."),
"Time per stopwatch": ("ストップウォッチごとの時間", "스톱워치별 시간"),
"Time in calls per file": ("ファイルごとの呼び出し時間", "파일별 호출 시간"),
"Done. Read the explanation, run it again, or go on.": ("完了。説明を読み、もう一度実行するか、先へ進みましょう。", "완료. 설명을 읽고, 다시 실행하거나 넘어가세요."),
"%1: your predictions and the measured answers": ("%1: あなたの予想と測定した答え", "%1: 당신의 예측과 측정한 답"),
"Your prediction was the measured answer.": ("あなたの予想は測定した答えと同じでした。", "당신의 예측이 측정한 답과 같았습니다."),
"%1 ✓": ("%1 ✓", "%1 ✓"),
# The report (context "Report").
"Cannot create a temporary directory for the plots.": ("グラフ用の一時ディレクトリを作成できません。", "그래프용 임시 디렉터리를 만들 수 없습니다."),
"Could not draw the %1 plot.": ("%1 のグラフを描けませんでした。", "%1 그래프를 그릴 수 없었습니다."),
"iolens report": ("iolens レポート", "iolens 보고서"),
"Date": ("日時", "날짜"),
"iolens version": ("iolens のバージョン", "iolens 버전"),
"Kernel": ("カーネル", "커널"),
"CPU": ("CPU", "CPU"),
"Clock": ("クロック", "클록"),
"%1 ns per stopwatch start/stop": ("ストップウォッチの start/stop 1 組あたり %1 ns", "스톱워치 start/stop 한 쌍당 %1 ns"),
"Filesystem of the file": ("ファイルのファイルシステム", "파일의 파일 시스템"),
"Filesystem of the out dir": ("出力先のファイルシステム", "출력 디렉터리의 파일 시스템"),
"File": ("ファイル", "파일"),
"Size": ("サイズ", "크기"),
"%1 (%2 bytes)": ("%1（%2 バイト）", "%1 (%2 바이트)"),
"Cache": ("キャッシュ", "캐시"),
"Repetitions": ("繰り返し回数", "반복 횟수"),
"Warm-up runs": ("ウォームアップ回数", "워밍업 횟수"),
"Out dir": ("出力先", "출력 디렉터리"),
"Strategies, in the order they ran (interleaved per repetition):": ("実行した順の戦略（繰り返しごとに交互）:", "실행한 순서의 전략 (반복마다 번갈아):"),
"Strategy": ("戦略", "전략"),
"Parameters": ("パラメーター", "매개변수"),
"Status": ("状態", "상태"),
"Median": ("中央値", "중앙값"),
"± 99.9 %": ("± 99.9 %", "± 99.9 %"),
"MiB/s": ("MiB/s", "MiB/s"),
"System calls": ("システムコール", "시스템 호출"),
"Runs": ("実行回数", "실행 횟수"),
"Verified": ("検証", "검증"),
"yes": ("済", "예"),
"no": ("否", "아니요"),
"MiB = 2^20 bytes. The error is the 99.9 % confidence half-width of the mean.": ("MiB = 2^20 バイト。誤差は平均の 99.9 % 信頼区間の半幅です。", "MiB = 2^20 바이트. 오차는 평균의 99.9 % 신뢰 구간 반폭입니다."),
"Plot: %1": ("グラフ: %1", "그래프: %1"),
"Lessons": ("解説", "해설"),
"What it does": ("何をするか", "하는 일"),
"Java API": ("Java API", "Java API"),
"Cost model": ("コストモデル", "비용 모델"),
"How it is timed": ("計測の仕方", "측정 방법"),
"Course: predictions and answers": ("コース: 予想と答え", "코스: 예측과 답"),
"Prediction": ("予測", "예측"),
"Could not write '%1'.": ("'%1' を書き込めませんでした。", "'%1' 을(를) 쓸 수 없었습니다."),
"Environment": ("環境", "환경"),
"Run settings": ("実行設定", "실행 설정"),
"Results": ("結果", "결과"),
"Cannot write a report to '%1': choose a file name ending in .pdf or .html.": ("'%1' にレポートを書けません: .pdf か .html で終わるファイル名を選んでください。", "'%1' 에 보고서를 쓸 수 없습니다: .pdf 또는 .html 로 끝나는 파일 이름을 고르세요."),
"Could not write '%1': %2": ("'%1' を書き込めませんでした: %2", "'%1' 을(를) 쓸 수 없었습니다: %2"),
"A guided course through the four articles: predict, run, and see why": ("4 つの記事をたどるガイド付きコース: 予想し、実行し、理由を知る", "네 글을 따라가는 안내 코스: 예측하고, 실행하고, 이유를 알아보기"),
"iolens course: %1": ("iolens コース: %1", "iolens 코스: %1"),
"Export report": ("レポートの書き出し", "보고서 내보내기"),
"Export report…": ("レポートを書き出す…", "보고서 내보내기…"),
"There is no run to report yet: run something first.": ("レポートにする実行がまだありません: まず何か実行してください。", "보고서로 만들 실행이 아직 없습니다: 먼저 무언가를 실행하세요."),
"PDF (*.pdf);;HTML, one self-contained file (*.html)": ("PDF (*.pdf);;HTML、単一の自己完結ファイル (*.html)", "PDF (*.pdf);;HTML, 하나의 독립 파일 (*.html)"),
"Report written to %1": ("レポートを %1 に書き出しました", "보고서를 %1 에 썼습니다"),
# The trace report (ui/report/tracereportwriter.cpp).
"Trace report: %1": ("トレースレポート: %1", "트레이스 보고서: %1"),
"There is no trace to report yet: trace a program or open a saved trace first.": ("レポートにするトレースがまだありません: まずプログラムをトレースするか、保存したトレースを開いてください。", "보고서로 만들 트레이스가 아직 없습니다: 먼저 프로그램을 트레이스하거나 저장한 트레이스를 여세요."),
"Findings": ("検出結果", "발견 사항"),
"Hot files": ("時間のかかったファイル", "시간이 많이 걸린 파일"),
"recorded, then let go: it runs on": ("記録後に切り離しました: 実行は続いています", "기록한 뒤 놓아주었습니다: 계속 실행 중입니다"),
"Ended": ("終了", "종료"),
"Wall time": ("経過時間", "경과 시간"),
"Processes": ("プロセス", "프로세스"),
"Files": ("ファイル", "파일"),
"I/O calls": ("I/O 呼び出し", "I/O 호출"),
"Bytes read": ("読み込んだバイト数", "읽은 바이트"),
"Bytes written": ("書き込んだバイト数", "쓴 바이트"),
"Mode": ("方式", "방식"),
"ptrace: the system calls, seen from outside the program": ("ptrace: プログラムの外から見たシステムコール", "ptrace: 프로그램 밖에서 본 시스템 호출"),
"preload: the library calls, seen inside the program": ("preload: プログラムの中で見たライブラリ呼び出し", "preload: 프로그램 안에서 본 라이브러리 호출"),
"Call stacks": ("コールスタック", "호출 스택"),
"Notices": ("注意", "알림"),
"<p><b>Your code:</b> %1</p>": ("<p><b>あなたのコード:</b> %1</p>", "<p><b>내 코드:</b> %1</p>"),
"The %1 files with the most time in I/O calls, of %2.": ("I/O 呼び出しの時間が最も長いファイル %1 個（全 %2 個中）。", "I/O 호출 시간이 가장 긴 파일 %1개(전체 %2개 중)."),
"Every file, the most time in I/O calls first.": ("すべてのファイル（I/O 呼び出しの時間が長い順）。", "모든 파일(I/O 호출 시간이 긴 순서)."),
"Each box is a function, as wide as its share of the time in I/O calls, standing on its caller: the program's entry at the bottom, the I/O calls at the top. The frames of system libraries and language runtimes are folded. The colour is the phase of the calls most of its time went to, as in the phases plot. %1":
 ("各箱は関数で、I/O 呼び出しの時間に占める割合の幅を持ち、呼び出し元の上に載ります: 下がプログラムの入口、上が I/O 呼び出しです。システムライブラリと言語ランタイムのフレームは畳んであります。色は、その時間の大半を占めた呼び出しのフェーズで、フェーズのプロットと同じです。%1",
  "각 상자는 함수이며, I/O 호출 시간에서 차지하는 비율만큼 넓고, 호출한 함수 위에 놓입니다: 아래가 프로그램의 진입점, 위가 I/O 호출입니다. 시스템 라이브러리와 언어 런타임의 프레임은 접혀 있습니다. 색은 그 시간의 대부분을 차지한 호출의 단계이며, 단계 플롯과 같습니다. %1"),
}
# English plural messages (QT_TRANSLATE_N_NOOP, translate(…, n)): source → (singular, plural),
# for iolens_en.ts, which holds only these; Japanese and Korean have one form, in T.
PLURALS = {
"%1 took %2 as long as %3 on this machine (medians %4 against %5, %n runs each).":
 ("%1 took %2 as long as %3 on this machine (medians %4 against %5, %n run each).",
  "%1 took %2 as long as %3 on this machine (medians %4 against %5, %n runs each)."),
"Fastest here: %1, median %2 (%3 MiB/s, MiB = 2^20 bytes) over %n runs; the runner-up %4 took %5 as long.":
 ("Fastest here: %1, median %2 (%3 MiB/s, MiB = 2^20 bytes) over %n run; the runner-up %4 took %5 as long.",
  "Fastest here: %1, median %2 (%3 MiB/s, MiB = 2^20 bytes) over %n runs; the runner-up %4 took %5 as long."),
"read.parallel used %n threads here, one per hardware thread of this machine; the article's Core i7 had more. A split can be no faster than the cores that run its parts.":
 ("read.parallel used %n thread here, one per hardware thread of this machine; the article's Core i7 had more. A split can be no faster than the cores that run its parts.",
  "read.parallel used %n threads here, one per hardware thread of this machine; the article's Core i7 had more. A split can be no faster than the cores that run its parts."),
"read.parallel ran %n threads here, one per hardware thread, and took %1 as long as the fastest, %2. The article's parallel stream won against a sequential reader that decoded every line into a String; its analogue here, read.getline-istream, took %3 as long as %2 in the same run. A single thread that scans a buffer or a mapping for newlines leaves little for more threads to split.":
 ("read.parallel ran %n thread here, one per hardware thread, and took %1 as long as the fastest, %2. The article's parallel stream won against a sequential reader that decoded every line into a String; its analogue here, read.getline-istream, took %3 as long as %2 in the same run. A single thread that scans a buffer or a mapping for newlines leaves little for more threads to split.",
  "read.parallel ran %n threads here, one per hardware thread, and took %1 as long as the fastest, %2. The article's parallel stream won against a sequential reader that decoded every line into a String; its analogue here, read.getline-istream, took %3 as long as %2 in the same run. A single thread that scans a buffer or a mapping for newlines leaves little for more threads to split."),
"This step traces article 004's program (%Ln iterations) and reads its stopwatches and calls.":
 ("This step traces article 004's program (%Ln iteration) and reads its stopwatches and calls.",
  "This step traces article 004's program (%Ln iterations) and reads its stopwatches and calls."),
"This step runs %1 strategies on a file of %2, %n repetitions each.":
 ("This step runs %1 strategies on a file of %2, %n repetition each.",
  "This step runs %1 strategies on a file of %2, %n repetitions each."),
"The runs of %1 and %2 are apart: a rank test (Mann–Whitney) of their %n runs each gives a %3 chance of runs this far apart if they did not differ, within the 1 % the course asks for.":
 ("The runs of %1 and %2 are apart: a rank test (Mann–Whitney) of their %n run each gives a %3 chance of runs this far apart if they did not differ, within the 1 % the course asks for.",
  "The runs of %1 and %2 are apart: a rank test (Mann–Whitney) of their %n runs each gives a %3 chance of runs this far apart if they did not differ, within the 1 % the course asks for."),
"%1 cannot be told from %2 in %n runs each: a rank test (Mann–Whitney) gives a %3 chance of runs this far apart if they did not differ, above the 1 % the course asks for. This run does not settle which is faster; run the step again.":
 ("%1 cannot be told from %2 in %n run each: a rank test (Mann–Whitney) gives a %3 chance of runs this far apart if they did not differ, above the 1 % the course asks for. This run does not settle which is faster; run the step again.",
  "%1 cannot be told from %2 in %n runs each: a rank test (Mann–Whitney) gives a %3 chance of runs this far apart if they did not differ, above the 1 % the course asks for. This run does not settle which is faster; run the step again."),
"The gap is more than %n threads can give. read.mmap, the same newline scan on one thread, took %1 as long as read.parallel: that is what the threads gave. read.getline-istream took %2 as long as read.mmap, both on one thread: that is its own work, a string built and copied for every line. The article's two readers both decoded every line into a String, so its 2.5× was the threads alone.":
 ("The gap is more than %n thread can give. read.mmap, the same newline scan on one thread, took %1 as long as read.parallel: that is what the threads gave. read.getline-istream took %2 as long as read.mmap, both on one thread: that is its own work, a string built and copied for every line. The article's two readers both decoded every line into a String, so its 2.5× was the threads alone.",
  "The gap is more than %n threads can give. read.mmap, the same newline scan on one thread, took %1 as long as read.parallel: that is what the threads gave. read.getline-istream took %2 as long as read.mmap, both on one thread: that is its own work, a string built and copied for every line. The article's two readers both decoded every line into a String, so its 2.5× was the threads alone."),
}
