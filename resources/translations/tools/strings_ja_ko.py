# SPDX-FileCopyrightText: 2026 The iolens authors
# SPDX-License-Identifier: GPL-3.0-or-later
# English source → (Japanese, Korean). Read by filltranslations.py; keys are the source strings
# exactly as tr() spells them (unescaped).
T = {
"Compare sessions": ("セッションの比較", "세션 비교"),
"Before — %1<br>After — %2<br>Speed-up = median before / median after: above 1 the after session is faster.":
 ("変更前 — %1<br>変更後 — %2<br>速度向上 = 変更前の中央値 / 変更後の中央値：1 を超えれば変更後が速い。",
  "이전 — %1<br>이후 — %2<br>속도 향상 = 이전 중앙값 / 이후 중앙값: 1보다 크면 이후 세션이 더 빠릅니다."),
"—": ("—", "—"),
"Strategy": ("戦略", "전략"),
"Median before": ("中央値（前）", "중앙값(이전)"),
"Median after": ("中央値（後）", "중앙값(이후)"),
"Δ median": ("中央値の差", "중앙값 차이"),
"Speed-up": ("速度向上", "속도 향상"),
"MiB/s before": ("MiB/s（前）", "MiB/s(이전)"),
"MiB/s after": ("MiB/s（後）", "MiB/s(이후)"),
"Workload": ("ワークロード", "워크로드"),
"Choose file…": ("ファイルを選択…", "파일 선택…"),
"Generate…": ("生成…", "생성…"),
"Recent": ("最近", "최근"),
"Strategies": ("戦略", "전략"),
"Preset…": ("プリセット…", "프리셋…"),
"Run settings": ("実行設定", "실행 설정"),
"warm (file pre-read into the page cache)": ("ウォーム（ページキャッシュに読み込み済み）", "웜 (페이지 캐시에 미리 읽음)"),
"cold (evicted before every run)": ("コールド（毎回キャッシュから追い出す）", "콜드 (매 실행 전 캐시에서 제거)"),
"system temp dir": ("システムの一時ディレクトリ", "시스템 임시 디렉터리"),
"Repetitions:": ("繰り返し回数:", "반복 횟수:"),
"Warm-up runs:": ("ウォームアップ回数:", "워밍업 횟수:"),
"Cache:": ("キャッシュ:", "캐시:"),
"Out dir:": ("出力先:", "출력 디렉터리:"),
"Baseline:": ("基準:", "기준:"),
"No file chosen yet.": ("ファイルが選択されていません。", "아직 파일을 선택하지 않았습니다."),
"File to run the strategies on": ("戦略を実行するファイル", "전략을 실행할 파일"),
"Directory for scratch files": ("一時ファイルのディレクトリ", "임시 파일 디렉터리"),
"Boxes span the middle half of the repetitions (quartiles) with the median as a line; whiskers reach 1.5 × the box; every run is a dot. Wide boxes or stray dots mean noise: compare with the 99.9 % error in the table.":
 ("箱は繰り返しの中央 50 %（四分位）、線は中央値、ひげは箱の 1.5 倍まで、点は各実行。箱が広い・点が離れているのはノイズ：表の 99.9 % 誤差と比べてください。",
  "상자는 반복의 가운데 절반(사분위수), 선은 중앙값, 수염은 상자의 1.5배까지, 점은 각 실행입니다. 상자가 넓거나 점이 흩어지면 잡음입니다: 표의 99.9 % 오차와 비교하세요."),
"quartiles and median": ("四分位と中央値", "사분위수와 중앙값"),
"one repetition": ("1 回の実行", "1회 실행"),
"Wall time per repetition [%1]": ("1 回あたりの経過時間 [%1]", "반복당 경과 시간 [%1]"),
"<b>%1</b><br>%2 runs: median %3, min %4, max %5<br>mean %6 ± %7 (99.9 %), CV %8 %":
 ("<b>%1</b><br>%2 回: 中央値 %3、最小 %4、最大 %5<br>平均 %6 ± %7 (99.9 %)、変動係数 %8 %",
  "<b>%1</b><br>%2회: 중앙값 %3, 최소 %4, 최대 %5<br>평균 %6 ± %7 (99.9 %), 변동계수 %8 %"),
"Generate test file": ("テストファイルの生成", "테스트 파일 생성"),
"Random bytes (copy)": ("ランダムなバイト（コピー用）", "무작위 바이트 (복사용)"),
"Text lines (read, lookup)": ("テキスト行（読み込み・検索用）", "텍스트 줄 (읽기, 조회용)"),
"Zeros, allocated": ("ゼロ（領域確保あり）", "0으로 채움 (할당됨)"),
"Sparse (a hole, like the article's setLength)": ("スパース（記事の setLength と同じ穴）", "희소 파일 (글의 setLength처럼 구멍)"),
"Bytes, or with K/M/G meaning KiB/MiB/GiB: 64M = 67108864 bytes": ("バイト数、または K/M/G（KiB/MiB/GiB）: 64M = 67108864 バイト", "바이트 수 또는 K/M/G(KiB/MiB/GiB): 64M = 67108864바이트"),
" bytes": (" バイト", " 바이트"),
"ASCII": ("ASCII", "ASCII"),
"UTF-8 with Japanese and Korean": ("日本語・韓国語を含む UTF-8", "일본어와 한국어가 섞인 UTF-8"),
"Browse…": ("参照…", "찾아보기…"),
"Generate": ("生成", "생성"),
"Kind:": ("種類:", "종류:"),
"Size:": ("サイズ:", "크기:"),
"Average line length:": ("平均行長:", "평균 줄 길이:"),
"Characters:": ("文字:", "문자:"),
"File:": ("ファイル:", "파일:"),
"Test file": ("テストファイル", "테스트 파일"),
"'%1' is not a size: use bytes or K/M/G (KiB/MiB/GiB), e.g. 64M.": ("'%1' はサイズではありません。バイト数か K/M/G（KiB/MiB/GiB）を使ってください（例: 64M）。", "'%1'은(는) 크기가 아닙니다. 바이트 수나 K/M/G(KiB/MiB/GiB)를 쓰세요 (예: 64M)."),
"'%1' exists. Replace it?": ("'%1' は既に存在します。置き換えますか？", "'%1'이(가) 이미 있습니다. 바꿀까요?"),
"Run v1–v4": ("v1–v4 を実行", "v1–v4 실행"),
"iterations: ": ("反復: ", "반복: "),
"The article ran 10,000; v1 then takes minutes on a slow disk.": ("記事では 10,000 回。遅いディスクでは v1 に数分かかります。", "글에서는 10,000회. 느린 디스크에서는 v1이 몇 분 걸립니다."),
"scenario.csv-merge (article 004)": ("scenario.csv-merge（記事 004）", "scenario.csv-merge (글 004)"),
"1 total": ("1 全体", "1 전체"),
"2 print": ("2 出力", "2 출력"),
"3 read test1": ("3 test1 読み込み", "3 test1 읽기"),
"4 write": ("4 書き込み", "4 쓰기"),
"5 read test2": ("5 test2 読み込み", "5 test2 읽기"),
"6 write": ("6 書き込み", "6 쓰기"),
"7 open": ("7 オープン", "7 열기"),
"8 close": ("8 クローズ", "8 닫기"),
"Cancel": ("キャンセル", "취소"),
"Stopwatch": ("ストップウォッチ", "스톱워치"),
"%1 [ms]": ("%1 [ms]", "%1 [ms]"),
"article v1 [ms]": ("記事 v1 [ms]", "글 v1 [ms]"),
"Article 004's measurement before any fix: 10,000 iterations, in ms": ("記事 004 の改善前の計測: 10,000 回、ミリ秒", "글 004의 개선 전 측정: 10,000회, 밀리초"),
"Stopwatch section": ("ストップウォッチ区間", "스톱워치 구간"),
"Total time [ms] (log scale)": ("合計時間 [ms]（対数）", "총 시간 [ms] (로그 눈금)"),
"Total time [ms]": ("合計時間 [ms]", "총 시간 [ms]"),
"Press \"Run v1–v4\" to run article 004's program in its four variants.": ("「v1–v4 を実行」で記事 004 のプログラムを 4 つの版で実行します。", "\"v1–v4 실행\"을 누르면 글 004의 프로그램을 네 가지 버전으로 실행합니다."),
"StopwatchUtil sections: 1 total, 2 print, 3 read test1, 4 write, 5 read test2, 6 write, 7 open, 8 close. v2 merges the two writes, v3 opens the writer once, v4 indexes the reads too. Log scale: each step removes a hotspot.":
 ("StopwatchUtil の区間: 1 全体、2 出力、3 test1 読み込み、4 書き込み、5 test2 読み込み、6 書き込み、7 オープン、8 クローズ。v2 は 2 回の書き込みをまとめ、v3 はライターを 1 回だけ開き、v4 は読み込みも索引化。対数軸：各段階でホットスポットが 1 つ消えます。",
  "StopwatchUtil 구간: 1 전체, 2 출력, 3 test1 읽기, 4 쓰기, 5 test2 읽기, 6 쓰기, 7 열기, 8 닫기. v2는 두 번의 쓰기를 합치고, v3는 writer를 한 번만 열고, v4는 읽기도 색인합니다. 로그 눈금: 단계마다 핫스폿이 하나씩 사라집니다."),
"<h3>Lessons</h3><p>Select a strategy in the list, the table or a plot to read what it does, what it costs and what the source articles measured.</p>":
 ("<h3>解説</h3><p>一覧・表・グラフで戦略を選ぶと、その動作、コスト、元記事の計測結果が表示されます。</p>",
  "<h3>해설</h3><p>목록, 표, 그래프에서 전략을 고르면 무엇을 하는지, 비용은 얼마인지, 원문 글이 무엇을 측정했는지 보여 줍니다.</p>"),
"family %1": ("ファミリー %1", "패밀리 %1"),
"What it does": ("何をするか", "하는 일"),
"Java API it mirrors": ("対応する Java API", "대응하는 Java API"),
"Cost model": ("コストモデル", "비용 모델"),
"How it is timed": ("計測方法", "측정 방법"),
"Not available here": ("この環境では使えません", "여기서는 사용할 수 없음"),
"What the article measured": ("記事の計測結果", "글의 측정 결과"),
"How iolens does it": ("iolens での実装", "iolens의 구현"),
"iolens — where does the I/O time go?": ("iolens — I/O の時間はどこへ消える？", "iolens — I/O 시간은 어디로 가는가?"),
"Run": ("実行", "실행"),
"Lesson": ("解説", "해설"),
"run": ("実行", "실행"),
"Run failed": ("実行に失敗しました", "실행 실패"),
"Generating the demo file…": ("デモファイルを生成中…", "데모 파일 생성 중…"),
"Generated a 64 MiB demo file of random bytes; choose your own file any time.": ("64 MiB のランダムなデモファイルを生成しました。いつでも自分のファイルを選べます。", "64 MiB 무작위 데모 파일을 만들었습니다. 언제든 자신의 파일을 고를 수 있습니다."),
"Demo file failed: %1": ("デモファイルの生成に失敗: %1", "데모 파일 실패: %1"),
"&File": ("ファイル(&F)", "파일(&F)"),
"Generate test file…": ("テストファイルの生成…", "테스트 파일 생성…"),
"&Open session…": ("セッションを開く(&O)…", "세션 열기(&O)…"),
"&Save session…": ("セッションを保存(&S)…", "세션 저장(&S)…"),
"&Compare with session…": ("セッションと比較(&C)…", "세션과 비교(&C)…"),
"Export table as CSV…": ("表を CSV で書き出し…", "표를 CSV로 내보내기…"),
"Export table as JSON…": ("表を JSON で書き出し…", "표를 JSON으로 내보내기…"),
"Export plot as PNG/PDF…": ("グラフを PNG/PDF で書き出し…", "그래프를 PNG/PDF로 내보내기…"),
"&Quit": ("終了(&Q)", "끝내기(&Q)"),
"&Run": ("実行(&R)", "실행(&R)"),
"Run the checked strategies (Ctrl+R)": ("チェックした戦略を実行 (Ctrl+R)", "선택한 전략 실행 (Ctrl+R)"),
"&Cancel": ("キャンセル(&C)", "취소(&C)"),
"&Help": ("ヘルプ(&H)", "도움말(&H)"),
"&About iolens": ("iolens について(&A)", "iolens 정보(&A)"),
"About iolens": ("iolens について", "iolens 정보"),
"Main": ("メイン", "기본"),
"Choose a file first (or wait for the demo file).": ("先にファイルを選んでください（またはデモファイルを待ってください）。", "먼저 파일을 고르세요 (또는 데모 파일을 기다리세요)."),
"Check at least one strategy.": ("戦略を 1 つ以上チェックしてください。", "전략을 하나 이상 선택하세요."),
"Starting…": ("開始中…", "시작 중…"),
"Cancelling…": ("キャンセル中…", "취소 중…"),
"warm-up": ("ウォームアップ", "워밍업"),
"rep %1": ("%1 回目", "%1회차"),
"%1 (%2)": ("%1 (%2)", "%1 (%2)"),
" — about %1 s left": (" — 残り約 %1 秒", " — 약 %1초 남음"),
"iolens — %1 (%2)": ("iolens — %1 (%2)", "iolens — %1 (%2)"),
"Open session": ("セッションを開く", "세션 열기"),
"iolens sessions (*.json);;All files (*)": ("iolens セッション (*.json);;すべてのファイル (*)", "iolens 세션 (*.json);;모든 파일 (*)"),
"Compare": ("比較", "비교"),
"Run or open a session first: it becomes the \"after\" side.": ("先に実行するかセッションを開いてください。それが「変更後」になります。", "먼저 실행하거나 세션을 여세요: 그것이 \"이후\" 쪽이 됩니다."),
"Session to compare against (before)": ("比較するセッション（変更前）", "비교할 세션 (이전)"),
"current": ("現在", "현재"),
"Save session": ("セッションを保存", "세션 저장"),
"Run something first.": ("先に何か実行してください。", "먼저 무언가를 실행하세요."),
"iolens sessions (*.json)": ("iolens セッション (*.json)", "iolens 세션 (*.json)"),
"Saved %1": ("%1 を保存しました", "%1 저장함"),
"Export JSON": ("JSON の書き出し", "JSON 내보내기"),
"Export CSV": ("CSV の書き出し", "CSV 내보내기"),
"JSON (*.json)": ("JSON (*.json)", "JSON (*.json)"),
"CSV (*.csv)": ("CSV (*.csv)", "CSV (*.csv)"),
"Export": ("書き出し", "내보내기"),
"Cannot write '%1': %2.": ("'%1' に書き込めません: %2。", "'%1'에 쓸 수 없습니다: %2."),
"Export plot": ("グラフの書き出し", "그래프 내보내기"),
"PNG image (*.png);;PDF document (*.pdf)": ("PNG 画像 (*.png);;PDF 文書 (*.pdf)", "PNG 이미지 (*.png);;PDF 문서 (*.pdf)"),
"File bytes divided by the median wall time. MiB = 2^20 bytes.": ("ファイルのバイト数 ÷ 経過時間の中央値。MiB = 2^20 バイト。", "파일 바이트 수 ÷ 경과 시간 중앙값. MiB = 2^20바이트."),
"Read- and write-class system calls of the median run, from /proc/thread-self/io (log scale): each call costs a kernel entry, so fewer calls usually means faster.":
 ("中央値の実行での読み書き系システムコール数（/proc/thread-self/io、対数軸）。呼び出しごとにカーネルに入るので、呼び出しが少ないほど速いのが普通です。",
  "중앙값 실행의 읽기·쓰기 계열 시스템 호출 수 (/proc/thread-self/io, 로그 눈금). 호출마다 커널에 들어가므로 호출이 적을수록 대개 빠릅니다."),
"Throughput": ("スループット", "처리량"),
"Calls": ("呼び出し", "호출"),
"System calls per run (median run, log scale)": ("1 回あたりのシステムコール（中央値の実行、対数）", "실행당 시스템 호출 (중앙값 실행, 로그 눈금)"),
"Throughput [MiB/s] (MiB = 2^20 bytes)": ("スループット [MiB/s]（MiB = 2^20 バイト）", "처리량 [MiB/s] (MiB = 2^20바이트)"),
"Throughput [MiB/s]": ("スループット [MiB/s]", "처리량 [MiB/s]"),
"<b>%1</b><br>%2 MiB/s (median %3)": ("<b>%1</b><br>%2 MiB/s（中央値 %3）", "<b>%1</b><br>%2 MiB/s (중앙값 %3)"),
"<b>%1</b><br>%2 system calls in the median run": ("<b>%1</b><br>中央値の実行でシステムコール %2 回", "<b>%1</b><br>중앙값 실행에서 시스템 호출 %2회"),
"Logarithmic time axis": ("時間軸を対数にする", "시간 축 로그 눈금"),
"Each bar is one strategy; each segment the median time of one phase over the repetitions. Phases of worker threads are summed, so a parallel strategy's bar can be longer than its wall time.":
 ("棒が 1 つの戦略、区切りが各フェーズの時間（繰り返しの中央値）。ワーカースレッドのフェーズは合算されるので、並列戦略の棒は経過時間より長くなることがあります。",
  "막대 하나가 전략 하나, 구간은 각 단계의 시간(반복의 중앙값)입니다. 작업 스레드의 단계는 합산되므로 병렬 전략의 막대는 경과 시간보다 길 수 있습니다."),
"Median time per phase [%1]": ("フェーズごとの時間の中央値 [%1]", "단계별 시간 중앙값 [%1]"),
"median wall time %1, %2 runs": ("経過時間の中央値 %1、%2 回", "경과 시간 중앙값 %1, %2회"),
"Cannot export to '%1': choose a file name ending in .png or .pdf.": ("'%1' に書き出せません: .png か .pdf で終わる名前にしてください。", "'%1'(으)로 내보낼 수 없습니다: .png 또는 .pdf로 끝나는 이름을 고르세요."),
"Could not write '%1'.": ("'%1' に書き込めませんでした。", "'%1'에 쓰지 못했습니다."),
"yes": ("はい", "예"),
"NO": ("いいえ", "아니요"),
"99.9 % confidence half-width of the mean (Student t), as JMH's \"Error\"": ("平均の 99.9 % 信頼区間の半幅（Student t）、JMH の \"Error\" と同じ", "평균의 99.9 % 신뢰구간 반폭 (Student t), JMH의 \"Error\"와 같음"),
"Speed-up against %1: its median divided by this median (> 1 is faster)": ("%1 に対する速度向上: その中央値 ÷ この中央値（1 より大きければ速い）", "%1 대비 속도 향상: 그 중앙값 ÷ 이 중앙값 (1보다 크면 빠름)"),
"System calls of the median run (read-class + write-class, /proc/thread-self/io)": ("中央値の実行のシステムコール（読み込み系 + 書き込み系、/proc/thread-self/io）", "중앙값 실행의 시스템 호출 (읽기 계열 + 쓰기 계열, /proc/thread-self/io)"),
"Bytes passed through read and write calls in the median run (rchar + wchar)": ("中央値の実行で read/write を通ったバイト数（rchar + wchar）", "중앙값 실행에서 read/write 호출을 거친 바이트 수 (rchar + wchar)"),
"Growth of resident memory during the median run": ("中央値の実行中の常駐メモリの増加", "중앙값 실행 중 상주 메모리 증가"),
"File bytes / median wall time; MiB = 2^20 bytes": ("ファイルのバイト数 / 経過時間の中央値、MiB = 2^20 バイト", "파일 바이트 수 / 경과 시간 중앙값, MiB = 2^20바이트"),
"Status": ("状態", "상태"),
"Median": ("中央値", "중앙값"),
"Error (99.9 %)": ("誤差 (99.9 %)", "오차 (99.9 %)"),
"MiB/s": ("MiB/s", "MiB/s"),
"I/O bytes": ("I/O バイト", "I/O 바이트"),
"CPU user": ("CPU ユーザー", "CPU 사용자"),
"CPU sys": ("CPU システム", "CPU 시스템"),
"Page faults": ("ページフォールト", "페이지 폴트"),
"Peak RSS +": ("RSS ピーク増", "최대 RSS 증가"),
"Verified": ("検証", "검증"),
"× vs baseline": ("基準比 ×", "기준 대비 ×"),
"Value": ("値", "값"),
"Unsupported here: %1": ("この環境では非対応: %1", "여기서는 지원되지 않음: %1"),
"%1 (%2 … %3)": ("%1（%2 … %3）", "%1 (%2 … %3)"),
"%1 must lie between %2 and %3.": ("%1 は %2 から %3 の間にしてください。", "%1은(는) %2에서 %3 사이여야 합니다."),
"Run sweep": ("スイープ実行", "스윕 실행"),
"reps: ": ("回数: ", "반복: "),
"Strategy:": ("戦略:", "전략:"),
"buffer from": ("バッファ", "버퍼"),
"to": ("から", "부터"),
"Cancel sweep": ("スイープを中止", "스윕 취소"),
"Cancel sweep (%1 %)": ("スイープを中止 (%1 %)", "스윕 취소 (%1 %)"),
"Throughput of one strategy per buffer size (median of the repetitions; MiB = 2^20 bytes). Tiny buffers pay one system call per few bytes; past a few hundred KiB the curve flattens. A 1-byte sweep of a large file takes minutes.":
 ("1 つの戦略のバッファサイズごとのスループット（繰り返しの中央値、MiB = 2^20 バイト）。小さなバッファは数バイトごとにシステムコールを払い、数百 KiB を超えると曲線は平らになります。大きなファイルを 1 バイトからスイープすると数分かかります。",
  "한 전략의 버퍼 크기별 처리량 (반복의 중앙값, MiB = 2^20바이트). 작은 버퍼는 몇 바이트마다 시스템 호출을 치르고, 수백 KiB를 넘으면 곡선이 평평해집니다. 큰 파일을 1바이트부터 스윕하면 몇 분 걸립니다."),
"Choose a range whose end is not below its start.": ("終わりが始まりより小さくない範囲を選んでください。", "끝이 시작보다 작지 않은 범위를 고르세요."),
"throughput": ("スループット", "처리량"),
"Buffer size [bytes] (log2 axis)": ("バッファサイズ [バイト]（log2 軸）", "버퍼 크기 [바이트] (log2 축)"),
"<b>%1</b><br>%2 MiB/s, median %3, %4 calls": ("<b>%1</b><br>%2 MiB/s、中央値 %3、呼び出し %4 回", "<b>%1</b><br>%2 MiB/s, 중앙값 %3, 호출 %4회"),
"Reset zoom": ("ズームをリセット", "확대 초기화"),
"One lane per thread of the median run. Each lane shows that thread's total time per phase as consecutive segments: the order within a lane is aggregated by phase, not a recorded sequence. The dashed line is the run's wall time; lanes that add up to more than it ran in parallel.":
 ("中央値の実行のスレッドごとに 1 レーン。各レーンはそのスレッドのフェーズ別合計時間を並べたもので、レーン内の順序はフェーズごとの集計であり、記録された順序ではありません。破線は経過時間。それを超えるレーンは並列に動いていました。",
  "중앙값 실행의 스레드마다 레인 하나. 각 레인은 그 스레드의 단계별 총 시간을 이어 붙인 것으로, 레인 안의 순서는 단계별 집계이지 기록된 순서가 아닙니다. 점선은 경과 시간이며, 그보다 긴 레인들은 병렬로 실행되었습니다."),
"Run something to see its threads.": ("実行するとスレッドが表示されます。", "실행하면 스레드가 표시됩니다."),
"<b>%1</b> — median run %2 of %3, wall time %4, %5 thread(s)": ("<b>%1</b> — 中央値の実行 %2/%3、経過時間 %4、スレッド %5", "<b>%1</b> — 중앙값 실행 %2/%3, 경과 시간 %4, 스레드 %5개"),
"thread %1": ("スレッド %1", "스레드 %1"),
"Time into the run [%1]": ("実行開始からの時間 [%1]", "실행 시작 후 시간 [%1]"),
"<b>thread %1: %2</b><br>%3 in %4 calls, %5": ("<b>スレッド %1: %2</b><br>%3、呼び出し %4 回、%5", "<b>스레드 %1: %2</b><br>%3, 호출 %4회, %5"),
"Article 000: copying a file": ("記事 000: ファイルのコピー", "글 000: 파일 복사"),
"Article 002: reading text": ("記事 002: テキストの読み込み", "글 002: 텍스트 읽기"),
"Article 001: parallel line reading": ("記事 001: 並列の行読み込み", "글 001: 병렬 줄 읽기"),
"Article 004: the CSV merge": ("記事 004: CSV のマージ", "글 004: CSV 병합"),
"Kernel copies": ("カーネル内コピー", "커널 복사"),
"Everything fast": ("速いものすべて", "빠른 것 전부"),
"Distribution": ("分布", "분포"),
"Hotspot": ("ホットスポット", "핫스폿"),
"Phases": ("フェーズ", "단계"),
"Cannot write the session '%1': %2.": ("セッション '%1' を書き込めません: %2。", "세션 '%1'을(를) 쓸 수 없습니다: %2."),
"Cannot open the session '%1': %2.": ("セッション '%1' を開けません: %2。", "세션 '%1'을(를) 열 수 없습니다: %2."),
"'%1' is not a valid iolens session: %2": ("'%1' は有効な iolens セッションではありません: %2", "'%1'은(는) 올바른 iolens 세션이 아닙니다: %2"),
"Buffer sweep": ("バッファスイープ", "버퍼 스윕"),
"Timeline": ("タイムライン", "타임라인"),
"Language": ("言語", "언어"),
"System default": ("システムの既定", "시스템 기본값"),
"&View": ("表示(&V)", "보기(&V)"),
"The language changes the next time iolens starts.": ("言語は次回 iolens を起動したときに変わります。", "언어는 다음에 iolens를 시작할 때 바뀝니다."),
"<h3>iolens %1</h3><p>Runs many ways of copying, reading and writing a file, times every phase with stopwatches and shows where the time goes.</p>":
 ("<h3>iolens %1</h3><p>ファイルのコピー・読み込み・書き込みを多くの方法で実行し、各フェーズをストップウォッチで計測して、時間がどこで使われているかを示します。</p>",
  "<h3>iolens %1</h3><p>파일을 복사하고 읽고 쓰는 여러 방법을 실행하고, 단계마다 스톱워치로 측정해 시간이 어디에 쓰이는지 보여 줍니다.</p>"),
"CPU time of the median run's threads (and child processes). The kernel splits a thread's CPU time into user and system by timer ticks, so a short run can show 0 in one of them.":
 ("中央値の実行のスレッド（と子プロセス）の CPU 時間。カーネルはスレッドの CPU 時間をタイマー割り込みの刻みでユーザーとシステムに分けるため、短い実行では片方が 0 になることがあります。",
  "중앙값 실행의 스레드(와 자식 프로세스)의 CPU 시간. 커널은 스레드의 CPU 시간을 타이머 틱 단위로 사용자와 시스템에 나누므로, 짧은 실행에서는 한쪽이 0으로 보일 수 있습니다."),
"What this family measures beyond time, median over the runs: detection latency and missed events (watch), bytes transferred and requests (net), the tool's own figures (ext)":
 ("時間以外にこのファミリーが測るもの（実行の中央値）：検出遅延と見逃したイベント（watch）、転送バイト数とリクエスト数（net）、ツール自身の数値（ext）",
  "시간 외에 이 패밀리가 측정하는 것(실행의 중앙값): 감지 지연과 놓친 이벤트(watch), 전송 바이트와 요청 수(net), 도구 자체의 수치(ext)"),
"Figures": ("指標", "지표"),
"One lane per thread of the median run, each phase interval where it happened. Gaps are time in no timed phase: the loop's own work, or the thread waiting for a CPU. Where intervals share a pixel, its height is split by each phase's share of that time; zoom in (wheel) to separate them. The dashed line is the run's wall time.":
 ("中央値の実行のスレッドごとに 1 レーン、各フェーズの区間を起きた時刻に描きます。隙間は計測対象外の時間（ループ自体の処理、または CPU 待ち）です。1 ピクセルに複数の区間が重なる場合は、その時間に占める各フェーズの割合で高さを分けます。ホイールで拡大すると分かれて見えます。破線は実行の経過時間です。",
  "중앙값 실행의 스레드마다 한 레인, 각 단계 구간을 일어난 시각에 그립니다. 빈 곳은 측정 단계 밖의 시간(루프 자체의 작업이나 CPU 대기)입니다. 한 픽셀에 여러 구간이 겹치면 그 시간에서 각 단계가 차지한 비율로 높이를 나눕니다. 휠로 확대하면 나뉘어 보입니다. 점선은 실행의 경과 시간입니다."),
"Each thread keeps its first %1 intervals; %2 later ones are in the totals but not drawn.":
 ("各スレッドは最初の %1 区間を保持します。それ以降の %2 区間は合計には含まれますが描画されません。",
  "각 스레드는 처음 %1개 구간을 보관합니다. 이후의 %2개 구간은 합계에는 들어가지만 그려지지 않습니다."),
"This run has no recorded intervals (an older report or the uninstrumented build): each lane shows that thread's total time per phase as consecutive segments, in phase order. The dashed line is the run's wall time; lanes that add up to more than it ran in parallel.":
 ("この実行には区間の記録がありません（古いレポートか計測なしビルド）。各レーンはスレッドのフェーズごとの合計時間をフェーズ順に並べて示します。破線は実行の経過時間で、それを超えるレーンは並列に動いていました。",
  "이 실행에는 구간 기록이 없습니다(오래된 보고서이거나 계측 없는 빌드). 각 레인은 스레드의 단계별 합계 시간을 단계 순서로 이어서 보여 줍니다. 점선은 실행의 경과 시간이며, 그보다 긴 레인은 병렬로 실행되었습니다."),
"<b>thread %1: %2</b><br>%3 from %4 to %5": ("<b>スレッド %1: %2</b><br>%3（%4 から %5）", "<b>스레드 %1: %2</b><br>%3 (%4부터 %5까지)"),
"Article 002: watching a file": ("記事 002: ファイルの変更検知", "글 002: 파일 변경 감지"),
"Article 004: server round trips": ("記事 004: サーバーとの往復", "글 004: 서버 왕복"),
"Desktop I/O profiler: where does the I/O time go?": ("デスクトップ I/O プロファイラ：I/O の時間はどこに使われているか？", "데스크톱 I/O 프로파일러: I/O 시간은 어디에 쓰이는가?"),
"The file to run strategies on.": ("戦略を実行するファイル。", "전략을 실행할 파일."),
"Check the strategies of a preset, e.g. \"Article 000: copying a file\".": ("プリセットの戦略にチェックを入れる（例: \"Article 000: copying a file\"）。", "프리셋의 전략을 선택합니다(예: \"Article 000: copying a file\")."),
"Start a run at once.": ("すぐに実行を開始する。", "바로 실행을 시작합니다."),
"After the run, save a PNG of the window per plot tab into DIR and quit.": ("実行後、グラフのタブごとにウィンドウの PNG を DIR に保存して終了する。", "실행 후 그래프 탭마다 창의 PNG를 DIR에 저장하고 종료합니다."),
"Read and write settings in this ini file instead of the user's.": ("ユーザーの設定の代わりにこの ini ファイルで設定を読み書きする。", "사용자 설정 대신 이 ini 파일에서 설정을 읽고 씁니다."),
"After the run, select this strategy (for --screenshot).": ("実行後、この戦略を選択する（--screenshot 用）。", "실행 후 이 전략을 선택합니다(--screenshot 용)."),
"After the run, also run the CSV-merge scenario with N iterations (for --screenshot).": ("実行後、CSV マージのシナリオも N 回の反復で実行する（--screenshot 用）。", "실행 후 CSV 병합 시나리오도 N번 반복으로 실행합니다(--screenshot 용)."),
"After the run, also run the default buffer sweep (for --screenshot).": ("実行後、既定のバッファスイープも実行する（--screenshot 用）。", "실행 후 기본 버퍼 스윕도 실행합니다(--screenshot 용)."),
"Reference tools: cp, cat, dd, wc, fio": ("基準ツール: cp, cat, dd, wc, fio", "기준 도구: cp, cat, dd, wc, fio"),
"The articles' Java next to C++": ("記事の Java と C++ の比較", "글의 Java와 C++ 비교"),
"Cannot use this file": ("このファイルは使えません", "이 파일을 사용할 수 없습니다"),
"%1 It was removed from the Recent list.": ("%1 「最近」の一覧から削除しました。", "%1 '최근' 목록에서 삭제했습니다."),
"%1 The demo file is used instead.": ("%1 代わりにデモファイルを使います。", "%1 대신 데모 파일을 사용합니다."),
"'%1' is not a regular file, so it cannot be an iolens session.": ("'%1' は通常のファイルではないため、iolens のセッションではありえません。", "'%1'은(는) 일반 파일이 아니므로 iolens 세션일 수 없습니다."),
"'%1' is too large to be an iolens session (%2; the limit is %3).": ("'%1' は iolens のセッションとしては大きすぎます（%2、上限は %3）。", "'%1'은(는) iolens 세션으로는 너무 큽니다(%2, 한도는 %3)."),
# The "Trace a program" page (ui/trace/) and the window's pages.
"Pages": ("ページ", "페이지"),
"Trace a program": ("プログラムをトレース", "프로그램 추적"),
"Run iolens' strategies on a file and compare them": ("ファイルに対して iolens の戦略を実行して比較します", "파일에 iolens의 전략을 실행하고 비교합니다"),
"Run your own program and see where its I/O time goes": ("自分のプログラムを実行し、I/O の時間がどこで使われているかを見ます", "자신의 프로그램을 실행하고 I/O 시간이 어디에 쓰이는지 봅니다"),
"Run iolens' strategies on a file and compare them (Ctrl+1)": ("ファイルに対して iolens の戦略を実行して比較します（Ctrl+1）", "파일에 iolens의 전략을 실행하고 비교합니다(Ctrl+1)"),
"Run your own program and see where its I/O time goes (Ctrl+2)": ("自分のプログラムを実行し、I/O の時間がどこで使われているかを見ます（Ctrl+2）", "자신의 프로그램을 실행하고 I/O 시간이 어디에 쓰이는지 봅니다(Ctrl+2)"),
"Try the fix": ("修正を試す", "수정 시험"),
"A run is still going: cancel it or wait for it first.": ("まだ実行中です。先にキャンセルするか、終わるまで待ってください。", "아직 실행 중입니다. 먼저 취소하거나 끝날 때까지 기다리세요."),
"Trying %1 on %2, the file the traced program used.": ("トレースしたプログラムが使ったファイル %2 で %1 を試しています。", "추적한 프로그램이 사용한 파일 %2에서 %1을(를) 시험하고 있습니다."),
"new": ("新規", "새로 생김"),
"gone": ("なし", "사라짐"),
"%1× faster": ("%1 倍速い", "%1배 빠름"),
"%1× slower": ("%1 倍遅い", "%1배 느림"),
"File": ("ファイル", "파일"),
"Call": ("呼び出し", "호출"),
"Calls before": ("呼び出し数（前）", "호출 수(이전)"),
"Calls after": ("呼び出し数（後）", "호출 수(이후)"),
"Time before": ("時間（前）", "시간(이전)"),
"Time after": ("時間（後）", "시간(이후)"),
"Change": ("変化", "변화"),
"The trace could not be read.": ("トレースを読み込めませんでした。", "추적을 읽을 수 없었습니다."),
"The trace failed for an unknown reason.": ("不明な理由でトレースに失敗しました。", "알 수 없는 이유로 추적에 실패했습니다."),
"Time inside this file's I/O calls, summed over threads": ("このファイルの I/O 呼び出しの中で費やした時間（全スレッドの合計）", "이 파일의 I/O 호출 안에서 쓴 시간(모든 스레드의 합)"),
"Size range (histogram bucket) of the smallest or largest call that moved data": ("データを移動した呼び出しのうち最小または最大のもののサイズ範囲（ヒストグラムの区間）", "데이터를 옮긴 호출 중 가장 작은 또는 가장 큰 호출의 크기 범위(히스토그램 구간)"),
"Kind": ("種類", "종류"),
"Process": ("プロセス", "프로세스"),
"Opens": ("オープン", "열기"),
"Time": ("時間", "시간"),
"Read": ("読み込み", "읽기"),
"Written": ("書き込み", "쓰기"),
"Smallest call": ("最小の呼び出し", "가장 작은 호출"),
"Largest call": ("最大の呼び出し", "가장 큰 호출"),
"none": ("なし", "없음"),
"file": ("ファイル", "파일"),
"directory": ("ディレクトリ", "디렉터리"),
"socket": ("ソケット", "소켓"),
"pipe": ("パイプ", "파이프"),
"terminal": ("端末", "터미널"),
"device": ("デバイス", "장치"),
"other": ("その他", "기타"),
"open": ("オープン", "열기"),
"alloc": ("確保", "할당"),
"map": ("マップ", "매핑"),
"read": ("読み込み", "읽기"),
"write": ("書き込み", "쓰기"),
"flush": ("フラッシュ", "플러시"),
"sync": ("同期", "동기화"),
"close": ("クローズ", "닫기"),
"split": ("分割", "분할"),
"decode": ("デコード", "디코딩"),
"parse": ("解析", "파싱"),
"lookup": ("検索", "조회"),
"index": ("索引", "색인"),
"connect": ("接続", "연결"),
"request": ("要求", "요청"),
"query": ("問い合わせ", "질의"),
"transfer": ("転送", "전송"),
"response": ("応答", "응답"),
"detect": ("検出", "감지"),
"wait": ("待機", "대기"),
"missing": ("存在しない", "없음"),
"Try the fix on this file": ("このファイルで修正を試す", "이 파일로 수정 시험"),
"<b>Findings</b>": ("<b>見つかったパターン</b>", "<b>발견된 패턴</b>"),
"Runs the strategies that show this pattern and its fix on the traced file, on the Strategies page": ("このパターンとその修正を示す戦略を、トレースしたファイルに対して「戦略」ページで実行します", "이 패턴과 그 수정을 보여 주는 전략을 추적한 파일로 '전략' 페이지에서 실행합니다"),
"<p>Choose a program and press Run. iolens then names the patterns that cost it time (one-byte calls, a file reopened per record, …) and the strategies that show the fix.</p>": ("<p>プログラムを選んで「実行」を押してください。iolens は時間を食っているパターン（1 バイトずつの呼び出し、レコードごとに開き直されるファイルなど）と、その修正を示す戦略を挙げます。</p>", "<p>프로그램을 고르고 '실행'을 누르세요. iolens가 시간을 잡아먹는 패턴(1바이트씩 하는 호출, 레코드마다 다시 여는 파일 등)과 그 수정을 보여 주는 전략을 알려 줍니다.</p>"),
"<p>No pattern found: none of the known slow patterns explains a noticeable share of this program's time.</p>": ("<p>パターンは見つかりませんでした。既知の遅いパターンのどれも、このプログラムの時間の目立った割合を説明しません。</p>", "<p>패턴을 찾지 못했습니다. 알려진 느린 패턴 중 어느 것도 이 프로그램 시간의 눈에 띄는 비율을 설명하지 않습니다.</p>"),
"<p><b>File:</b> %1</p>": ("<p><b>ファイル：</b>%1</p>", "<p><b>파일:</b> %1</p>"),
"<p><b>Evidence:</b> %1</p>": ("<p><b>根拠：</b>%1</p>", "<p><b>근거:</b> %1</p>"),
"<p><b>Share:</b> these calls account for %1 % of the process's wall time.</p>": ("<p><b>割合：</b>これらの呼び出しがプロセスの経過時間の %1 % を占めます。</p>", "<p><b>비율:</b> 이 호출들이 프로세스 경과 시간의 %1 %를 차지합니다.</p>"),
"<p><b>Stopwatch zone:</b> %1</p>": ("<p><b>ストップウォッチ区間：</b>%1</p>", "<p><b>스톱워치 구간:</b> %1</p>"),
"<p><b>Call sites:</b> %1</p>": ("<p><b>呼び出し箇所：</b>%1</p>", "<p><b>호출 위치:</b> %1</p>"),
"<p><b>Lesson:</b> %1</p>": ("<p><b>教訓：</b>%1</p>", "<p><b>교훈:</b> %1</p>"),
"<p><b>Strategies to try:</b> %1</p>": ("<p><b>試す戦略：</b>%1</p>", "<p><b>시험할 전략:</b> %1</p>"),
"%1 no longer exists, so the fix cannot be tried on it: run the program again, or choose a similar file on the Strategies page.": ("%1 はもう存在しないため、そのファイルで修正を試せません。プログラムをもう一度実行するか、「戦略」ページで似たファイルを選んでください。", "%1이(가) 더 이상 없으므로 그 파일로 수정을 시험할 수 없습니다. 프로그램을 다시 실행하거나 '전략' 페이지에서 비슷한 파일을 고르세요."),
"Open trace…": ("トレースを開く…", "추적 열기…"),
"Save trace…": ("トレースを保存…", "추적 저장…"),
"Compare with trace…": ("トレースと比較…", "추적과 비교…"),
"a program in $PATH or its path, e.g. python3": ("$PATH にあるプログラムかそのパス（例：python3）", "$PATH에 있는 프로그램 또는 그 경로(예: python3)"),
"split like a shell would: 'quoted words' stay together; nothing is expanded": ("シェルと同じように分割します。'引用符で囲んだ語' はまとまったまま、展開は一切しません", "셸처럼 나눕니다. '따옴표로 묶은 말'은 한데 남고, 아무것도 확장하지 않습니다"),
"the current directory": ("現在のディレクトリ", "현재 디렉터리"),
"Recent:": ("最近：", "최근:"),
"Program:": ("プログラム：", "프로그램:"),
"Arguments:": ("引数：", "인수:"),
"Working directory:": ("作業ディレクトリ：", "작업 디렉터리:"),
"Run the program under iolens' tracing library and show where its I/O time goes": ("iolens のトレースライブラリの下でプログラムを実行し、I/O の時間がどこで使われているかを示します", "iolens의 추적 라이브러리 아래에서 프로그램을 실행하고 I/O 시간이 어디에 쓰이는지 보여 줍니다"),
"Compare a saved trace (before a fix) with the one shown (after), per file and call": ("保存したトレース（修正前）と表示中のトレース（修正後）を、ファイルと呼び出しごとに比較します", "저장한 추적(수정 전)과 보이는 추적(수정 후)을 파일과 호출별로 비교합니다"),
"Call sites": ("呼び出し箇所", "호출 위치"),
"Choose a program and press Run: iolens runs it unchanged, records every file and socket call it makes (and its children's), and shows where the time went.": ("プログラムを選んで「実行」を押してください。iolens はそれを変更せずに実行し、そのプログラム（と子プロセス）のファイルとソケットの呼び出しをすべて記録して、時間がどこで使われたかを示します。", "프로그램을 고르고 '실행'을 누르세요. iolens는 그것을 바꾸지 않고 실행하여 그 프로그램(과 자식 프로세스)의 파일·소켓 호출을 모두 기록하고, 시간이 어디에 쓰였는지 보여 줍니다."),
"Choose a program to trace first.": ("先にトレースするプログラムを選んでください。", "먼저 추적할 프로그램을 고르세요."),
"The working directory '%1' does not exist or is not a directory.": ("作業ディレクトリ '%1' が存在しないか、ディレクトリではありません。", "작업 디렉터리 '%1'이(가) 없거나 디렉터리가 아닙니다."),
"Tracing %1 …": ("%1 をトレース中…", "%1 추적 중…"),
"Cancelling: the program gets SIGTERM, then SIGKILL; what it did so far is still shown.": ("キャンセル中：プログラムに SIGTERM、次に SIGKILL を送ります。それまでに行ったことは表示されます。", "취소 중: 프로그램에 SIGTERM, 그다음 SIGKILL을 보냅니다. 그때까지 한 일은 그래도 보여 줍니다."),
"calls %1 · %2 · files %3 · processes %4 · %5": ("呼び出し %1 · %2 · ファイル %3 · プロセス %4 · %5", "호출 %1 · %2 · 파일 %3 · 프로세스 %4 · %5"),
"was killed by signal %1": ("はシグナル %1 で強制終了されました", "은(는) 시그널 %1로 강제 종료되었습니다"),
"exited with status %1": ("は終了ステータス %1 で終了しました", "은(는) 종료 상태 %1로 끝났습니다"),
"%1 %2 after %3: %4 files, %5 findings.": ("%1 %2（%3 後）：ファイル %4 個、見つかったパターン %5 個。", "%1 %2(%3 후): 파일 %4개, 발견된 패턴 %5개."),
"Program to trace": ("トレースするプログラム", "추적할 프로그램"),
"Working directory": ("作業ディレクトリ", "작업 디렉터리"),
"%1\nin %2": ("%1\n（%2 で）", "%1\n(%2에서)"),
"There is no trace to save yet: run a program first.": ("保存するトレースがまだありません。先にプログラムを実行してください。", "아직 저장할 추적이 없습니다. 먼저 프로그램을 실행하세요."),
"Run or open a trace first: it becomes the \"after\" side.": ("先にトレースを実行するか開いてください。それが「後」の側になります。", "먼저 추적을 실행하거나 여세요. 그것이 '이후' 쪽이 됩니다."),
"Compare traces: %1 (before) and the current trace (after)": ("トレースの比較：%1（前）と現在のトレース（後）", "추적 비교: %1(이전)과 현재 추적(이후)"),
"Per file and call kind, processes merged: what the fix changed.": ("ファイルと呼び出しの種類ごと（プロセスはまとめて）：修正で何が変わったか。", "파일과 호출 종류별(프로세스는 합침): 수정으로 무엇이 바뀌었는지."),
"Save trace": ("トレースを保存", "추적 저장"),
"iolens traces (*.json)": ("iolens のトレース (*.json)", "iolens 추적 (*.json)"),
"Open trace": ("トレースを開く", "추적 열기"),
"iolens traces (*.json);;All files (*)": ("iolens のトレース (*.json);;すべてのファイル (*)", "iolens 추적 (*.json);;모든 파일 (*)"),
"Trace to compare against (before)": ("比較対象のトレース（前）", "비교할 추적(이전)"),
"Compare traces": ("トレースの比較", "추적 비교"),
"Each bar is one file as one process saw it; each segment the time inside one kind of call. Time of all threads is summed. Click a bar to select its file.": ("各バーは 1 つのプロセスから見た 1 つのファイル、各区分は 1 種類の呼び出しの中の時間です。全スレッドの時間を合計しています。バーをクリックするとそのファイルを選びます。", "각 막대는 한 프로세스가 본 파일 하나, 각 구간은 한 종류의 호출 안에서 쓴 시간입니다. 모든 스레드의 시간을 합했습니다. 막대를 누르면 그 파일을 고릅니다."),
"The program made no file I/O calls that iolens could see.": ("このプログラムは iolens に見えるファイル I/O 呼び出しをしませんでした。", "이 프로그램은 iolens가 볼 수 있는 파일 I/O 호출을 하지 않았습니다."),
"Time in calls [ms]": ("呼び出しの中の時間 [ms]", "호출 안의 시간 [ms]"),
"Time in calls [%1]": ("呼び出しの中の時間 [%1]", "호출 안의 시간 [%1]"),
"%1 in %2 calls": ("%2 回の呼び出しで %1", "호출 %2회에 %1"),
"%1: %2 calls, %3 (%4 %)": ("%1：%2 回、%3（%4 %）", "%1: %2회, %3(%4 %)"),
"Choose a program and press Run": ("プログラムを選んで「実行」を押してください", "프로그램을 고르고 '실행'을 누르세요"),
"Call site": ("呼び出し箇所", "호출 위치"),
"Bytes": ("バイト", "바이트"),
"Calls by kind": ("種類別の呼び出し", "종류별 호출"),
"Bytes moved per call, in power-of-two buckets: a bar in 1 means one-byte calls, the costliest way to move data. The count axis is logarithmic.": ("1 回の呼び出しで移動したバイト数（2 のべき乗の区間）。1 のバーは 1 バイトずつの呼び出しで、データを移動する最も高くつく方法です。回数の軸は対数です。", "호출 한 번에 옮긴 바이트 수(2의 거듭제곱 구간). 1의 막대는 1바이트씩 하는 호출로, 데이터를 옮기는 가장 비싼 방법입니다. 횟수 축은 로그 눈금입니다."),
"Bytes per call": ("1 回の呼び出しのバイト数", "호출당 바이트"),
"Calls (logarithmic)": ("呼び出し回数（対数）", "호출 수(로그)"),
"Select a file in the table to see its call sizes.": ("表でファイルを選ぶと、その呼び出しのサイズが表示されます。", "표에서 파일을 고르면 그 호출 크기를 보여 줍니다."),
"No call on this file moved data (only opens, stats or closes).": ("このファイルではデータを移動した呼び出しはありません（オープン、stat、クローズのみ）。", "이 파일에서는 데이터를 옮긴 호출이 없습니다(열기, stat, 닫기만)."),
"%1: %2 calls": ("%1：%2 回", "%1: %2회"),
"Call sizes": ("呼び出しのサイズ", "호출 크기"),
"Time since the program started [ms]": ("プログラム開始からの時間 [ms]", "프로그램 시작 후 시간 [ms]"),
"This trace kept no events for the time line.": ("このトレースにはタイムライン用のイベントがありません。", "이 추적에는 타임라인용 이벤트가 없습니다."),
"%1 zones": ("%1 の区間", "%1 구간"),
"%1 thread %2": ("%1 スレッド %2", "%1 스레드 %2"),
"stopwatch zone": ("ストップウォッチ区間", "스톱워치 구간"),
"Time since the program started [%1]": ("プログラム開始からの時間 [%1]", "프로그램 시작 후 시간 [%1]"),
"One lane per thread; each interval is a run of calls of one kind on one file, each beginning where the one before ended (a thread's runs on two files may overlap in time: they then share the lane's height). The dashed line is the program's wall time.": ("スレッドごとに 1 レーン。各区間は 1 つのファイルに対する同じ種類の呼び出しの連なりで、それぞれ直前の呼び出しが終わった位置から始まります（あるスレッドの 2 つのファイルへの連なりは時間が重なることがあり、そのときはレーンの高さを分け合います）。破線はプログラムの経過時間です。", "스레드마다 레인 하나. 각 구간은 한 파일에 대한 같은 종류 호출의 연속으로, 각 호출은 앞 호출이 끝난 위치에서 시작합니다(한 스레드의 두 파일에 대한 연속은 시간이 겹칠 수 있으며, 그때는 레인의 높이를 나눠 씁니다). 점선은 프로그램의 경과 시간입니다."),
"%1 events not kept: the threads' event logs were full; their calls are in the totals.": ("%1 個のイベントは保持されていません。スレッドのイベントログが一杯でした。それらの呼び出しは合計には含まれています。", "이벤트 %1개는 보관하지 않았습니다. 스레드의 이벤트 기록이 가득 찼습니다. 그 호출은 합계에는 들어 있습니다."),
"<b>zone %1</b>": ("<b>区間 %1</b>", "<b>구간 %1</b>"),
"<b>%1 × %2</b>": ("<b>%1 × %2</b>", "<b>%1 × %2</b>"),
"%1 from %2": ("%2 から %1", "%2부터 %1"),
"Time line": ("タイムライン", "타임라인"),
"The arguments end with a lone backslash: nothing follows it to escape.": ("引数が単独のバックスラッシュで終わっています。その後にエスケープする文字がありません。", "인수가 홀로 있는 백슬래시로 끝납니다. 그 뒤에 이스케이프할 문자가 없습니다."),
"The arguments have a ' at position %1 that is never closed.": ("引数の %1 文字目の ' が閉じられていません。", "인수의 %1번째 글자인 '가 닫히지 않았습니다."),
"The arguments have a \" at position %1 that is never closed.": ("引数の %1 文字目の \" が閉じられていません。", "인수의 %1번째 글자인 \"가 닫히지 않았습니다."),
"Notices (%1)": ("お知らせ（%1）", "알림(%1)"),
"%1 notices on what the tracing could not see: see the Notices tab.": ("トレースで見えなかったことについてのお知らせが %1 件あります。「お知らせ」タブを見てください。", "추적이 볼 수 없었던 것에 대한 알림이 %1개 있습니다. '알림' 탭을 보세요."),
"Process and thread": ("プロセスとスレッド", "프로세스와 스레드"),
"Show the Trace page and trace this command (split like a shell would).": ("トレースのページを表示し、このコマンドをトレースします（シェルと同じように分割します）。", "추적 페이지를 보여 주고 이 명령을 추적합니다(셸처럼 나눕니다)."),
"This build of iolens has none of the strategies the finding suggests (%1).": ("この iolens のビルドには、見つかったパターンが勧める戦略（%1）がどれもありません。", "이 iolens 빌드에는 발견된 패턴이 권하는 전략(%1)이 하나도 없습니다."),
"Not in this build: %1.": ("このビルドにないもの：%1。", "이 빌드에 없는 것: %1."),
"Processes": ("プロセス", "프로세스"),
"exited %1": ("終了 %1", "종료 %1"),
"killed by signal %1": ("シグナル %1 で強制終了", "시그널 %1로 강제 종료"),
"ended without exit": ("exit せずに終了", "exit 없이 끝남"),
"execed": ("exec した", "exec함"),
"still running": ("実行中", "실행 중"),
"detached, running on": ("デタッチ済み（実行は継続）", "분리됨(실행은 계속)"),
"As the kernel counted them (/proc/PID/io), stdio's internal reads and writes included": ("カーネルが数えた値（/proc/PID/io）。stdio の内部の読み書きも含みます", "커널이 센 값(/proc/PID/io). stdio 내부의 읽기·쓰기도 포함합니다"),
"%1, less those of the children it reaped, which the kernel adds to a parent's (%2 read and %3 write system calls with them)": ("%1。ここから、このプロセスが回収した子プロセスの分を除いています（カーネルは子の値を親に加えます。子を含めると read %2 回、write %3 回）", "%1. 이 프로세스가 회수한 자식 프로세스의 몫은 뺐습니다(커널은 자식의 값을 부모에 더합니다. 자식을 포함하면 read %2회, write %3회)"),
"Parent": ("親", "부모"),
"Command": ("コマンド", "명령"),
"End": ("終わり方", "끝난 방식"),
"Wall time": ("経過時間", "경과 시간"),
"In I/O calls": ("I/O 呼び出しの中", "I/O 호출 안"),
"I/O share": ("I/O の割合", "I/O 비율"),
"Read system calls": ("read システムコール", "read 시스템 호출"),
"Write system calls": ("write システムコール", "write 시스템 호출"),
"Unseen I/O": ("見えなかった I/O", "보이지 않은 I/O"),
"Not known: the process did not exit, so the kernel's counts were not read.":
 ("不明です。プロセスが exit しなかったため、カーネルの数値を読めませんでした。",
  "알 수 없습니다. 프로세스가 exit하지 않아 커널의 수치를 읽지 못했습니다."),
"What the kernel counted (/proc/PID/io) that iolens did not see:":
 ("カーネルが数えた（/proc/PID/io）のに iolens には見えなかったもの：",
  "커널이 셌지만(/proc/PID/io) iolens가 보지 못한 것:"),
"%1 read by %2 system calls, %3 written by %4 system calls":
 ("システムコール %2 回で %1 を読み、システムコール %4 回で %3 を書きました",
  "시스템 호출 %2번으로 %1 읽기, 시스템 호출 %4번으로 %3 쓰기"),
"Likely:": ("考えられる理由：", "가능한 이유:"),
"stdio buffers larger than iolens allows for (setvbuf, a file system's large block size)":
 ("iolens が見込むより大きい stdio のバッファ（setvbuf、ファイルシステムの大きなブロックサイズ）",
  "iolens가 예상하는 것보다 큰 stdio 버퍼(setvbuf, 파일 시스템의 큰 블록 크기)"),
"threads the trace file had no room for": ("トレースファイルに入りきらなかったスレッド", "트레이스 파일에 자리가 없던 스레드"),
"the call a signal ended it in, which never returned to iolens": ("シグナルで終了したときに実行中だった呼び出し（iolens に戻らなかったもの）", "시그널로 끝날 때 실행 중이던 호출(iolens로 돌아오지 않은 것)"),
"system calls made past libc's wrappers: syscall(2), inline assembly, libc's internal reads, a statically linked library":
 ("libc のラッパーを通らないシステムコール：syscall(2)、インラインアセンブリ、libc 内部の読み込み、静的リンクされたライブラリ",
  "libc 래퍼를 거치지 않은 시스템 호출: syscall(2), 인라인 어셈블리, libc 내부 읽기, 정적으로 링크된 라이브러리"),
"it made no record of its own (a vfork child whose exec failed, a program iolens cannot enter, or a child ended before its first traced call): its parent told how it ended":
 ("自身の記録を残しませんでした（exec に失敗した vfork の子、iolens が入れないプログラム、最初のトレース対象の呼び出しの前に終わった子）。終わり方は親プロセスが記録しました",
  "자체 기록을 남기지 않았습니다(exec에 실패한 vfork 자식, iolens가 들어갈 수 없는 프로그램, 첫 추적 대상 호출 전에 끝난 자식). 끝난 방식은 부모 프로세스가 기록했습니다"),
"It made no record of its own: its traced parent, which reaped it, told how it ended, with the kernel's counts. Its command is its name as the kernel keeps it.":
 ("自身の記録を残しませんでした。終わり方は、このプロセスを回収したトレース対象の親プロセスがカーネルの値とともに記録しました。コマンドはカーネルが保持している名前です。",
  "자체 기록을 남기지 않았습니다. 끝난 방식은 이 프로세스를 회수한 추적 대상 부모 프로세스가 커널의 값과 함께 기록했습니다. 명령은 커널이 보관하는 이름입니다."),
"Cancelled before %1 had started: there is nothing to show.": ("%1 が始まる前にキャンセルされたため、表示するものはありません。", "%1이(가) 시작되기 전에 취소되어 보여 줄 것이 없습니다."),
"Stopwatch zones": ("ストップウォッチ区間", "스톱워치 구간"),
"%1 of %2": ("%2 の %1", "%2의 %1"),
"Zone": ("区間", "구간"),
"Times": ("回数", "횟수"),
"Of which": ("その内訳", "그중"),
"Trying %1 on %2.": ("%2 で %1 を試しています。", "%2에서 %1을(를) 시험하고 있습니다."),
"Only the selected file": ("選んだファイルだけ", "선택한 파일만"),
# Attach to process… on the Trace page (issue 25: ui/trace/attachdialog.cpp, processlistmodel.cpp, tracepage.cpp).
"Attach to process…": ("プロセスにアタッチ…", "프로세스에 연결…"),
"Attach to process": ("プロセスにアタッチ", "프로세스에 연결"),
"Attach": ("アタッチ", "연결"),
"Record a program that is already running, from now until Stop, without restarting it":
 ("実行中のプログラムを再起動せずに、今から「停止」まで記録します",
  "이미 실행 중인 프로그램을 다시 시작하지 않고 지금부터 중지할 때까지 기록합니다"),
"Choose a process to attach to first.": ("先にアタッチするプロセスを選んでください。", "먼저 연결할 프로세스를 선택하세요."),
"Recording process %1 (%2) for %3 s; Stop lets it go sooner.":
 ("プロセス %1 (%2) を %3 秒間記録中。「停止」でそれより早く解放します。",
  "프로세스 %1 (%2)을(를) %3초 동안 기록하는 중입니다. 중지하면 더 일찍 놓아줍니다."),
"Recording process %1 (%2); Stop lets it go and shows its trace.":
 ("プロセス %1 (%2) を記録中。「停止」で解放してトレースを表示します。",
  "프로세스 %1 (%2)을(를) 기록하는 중입니다. 중지하면 놓아주고 트레이스를 보여 줍니다."),
"Letting process %1 go: it runs on; what it did so far is shown.":
 ("プロセス %1 を解放します。プロセスは動き続け、ここまでの記録を表示します。",
  "프로세스 %1을(를) 놓아줍니다. 프로세스는 계속 실행되며 지금까지의 기록을 보여 줍니다."),
"Stop": ("停止", "중지"),
"%1 was recorded for %2 and let go; it runs on: files %3, findings %4.":
 ("%1 を %2 記録して解放しました（動き続けています）: ファイル %3、所見 %4。",
  "%1을(를) %2 동안 기록한 뒤 놓아주었습니다(계속 실행 중): 파일 %3, 발견 %4."),
"This is iolens itself.": ("これは iolens 自身です。", "iolens 자신입니다."),
"It has ended; its parent has not collected it yet.":
 ("終了済みです。親プロセスがまだ回収していません。", "이미 끝났습니다. 부모 프로세스가 아직 회수하지 않았습니다."),
"Already traced by process %1 (a debugger or strace): detach that first.":
 ("プロセス %1（デバッガーか strace）がすでにトレースしています。先にそちらを外してください。",
  "프로세스 %1(디버거 또는 strace)이(가) 이미 추적 중입니다. 먼저 그것을 분리하세요."),
"It belongs to another user: run iolens as that user, or as root.":
 ("別のユーザーのプロセスです。そのユーザーか root で iolens を実行してください。",
  "다른 사용자의 프로세스입니다. 그 사용자나 root로 iolens를 실행하세요."),
"kernel.yama.ptrace_scope is %1, which forbids it: run iolens as root, or set it to 0.":
 ("kernel.yama.ptrace_scope が %1 のため許可されません。root で iolens を実行するか、0 に設定してください。",
  "kernel.yama.ptrace_scope가 %1이라서 허용되지 않습니다. root로 iolens를 실행하거나 0으로 설정하세요."),
"PID": ("PID", "PID"),
"User": ("ユーザー", "사용자"),
"Command line": ("コマンドライン", "명령줄"),
"Cannot attach because": ("アタッチできない理由", "연결할 수 없는 이유"),
"iolens loads its tracing library into the running process and records its file and socket calls until you press Stop; then it lets the process go on unchanged.":
 ("iolens は実行中のプロセスにトレースライブラリを読み込み、「停止」を押すまでファイルとソケットの呼び出しを記録します。その後、プロセスは元のまま動き続けます。",
  "iolens는 실행 중인 프로세스에 추적 라이브러리를 불러와 중지를 누를 때까지 파일과 소켓 호출을 기록합니다. 그 뒤 프로세스는 그대로 계속 실행됩니다."),
"Filter by process id, user or command line": ("プロセス ID、ユーザー、コマンドラインで絞り込み", "프로세스 ID, 사용자, 명령줄로 거르기"),
"Refresh": ("更新", "새로 고침"),
" s": (" 秒", "초"),
"until I press Stop": ("「停止」を押すまで", "중지를 누를 때까지"),
"Record:": ("記録:", "기록:"),
"Show the Trace page with Attach to process… open and this process chosen (with --screenshot: save the dialog, record the process for 2 s, save the trace's tabs and quit).":
 ("「トレース」ページで「プロセスにアタッチ…」を開き、このプロセスを選びます（--screenshot と一緒なら: ダイアログを保存し、プロセスを 2 秒記録し、トレースのタブを保存して終了）。",
  "트레이스 페이지에서 '프로세스에 연결…'을 열고 이 프로세스를 선택합니다(--screenshot과 함께면: 대화 상자를 저장하고, 프로세스를 2초 기록하고, 트레이스 탭을 저장한 뒤 종료)."),

# Results table: per unit, the tool's own MiB/s, the exact CPU and its source (issue 12).
"%1 MiB/s over the child process's whole life (exec, start-up, set-up, work, exit); by its own clock the tool measured %2 MiB/s. The lesson says what start-up costs.":
 ("%1 MiB/s は子プロセスの全期間（exec、起動、セットアップ、処理、終了）に対する値です。ツール自身の時計では %2 MiB/s でした。起動のコストは解説にあります。",
  "%1 MiB/s는 자식 프로세스의 전체 수명(exec, 시작, 준비, 작업, 종료)에 대한 값입니다. 도구 자체의 시계로는 %2 MiB/s였습니다. 시작 비용은 설명에 있습니다."),
"%1 MiB/s over the child process's whole life (exec, start-up, set-up, work, exit): its start-up is in this figure. The lesson says what start-up costs.":
 ("%1 MiB/s は子プロセスの全期間（exec、起動、セットアップ、処理、終了）に対する値で、起動の時間も含みます。起動のコストは解説にあります。",
  "%1 MiB/s는 자식 프로세스의 전체 수명(exec, 시작, 준비, 작업, 종료)에 대한 값으로, 시작 시간도 포함합니다. 시작 비용은 설명에 있습니다."),
"The tool's own bandwidth over its own measured time, without its start-up: %1 MiB/s, against %2 MiB/s over the child's whole life":
 ("ツール自身が計測した時間に対するツール自身の帯域（起動を含まない）: %1 MiB/s。子プロセスの全期間に対しては %2 MiB/s",
  "도구가 스스로 잰 시간에 대한 도구 자체의 대역폭(시작 제외): %1 MiB/s. 자식 프로세스의 전체 수명에 대해서는 %2 MiB/s"),
"File bytes / median wall time; MiB = 2^20 bytes. * marks an external command's: over the child process's whole life, its start-up included (its own figure is under Tool MiB/s)":
 ("ファイルのバイト数 / 経過時間の中央値、MiB = 2^20 バイト。* は外部コマンドの値: 子プロセスの全期間に対するもので、起動を含む（ツール自身の値は「ツール MiB/s」）",
  "파일 바이트 수 / 경과 시간 중앙값, MiB = 2^20바이트. *는 외부 명령의 값: 자식 프로세스의 전체 수명에 대한 것으로 시작을 포함 (도구 자체의 값은 '도구 MiB/s')"),
"The tool's own bandwidth over its own measured time, where it reports one (fio's bw): without its start-up and set-up; MiB = 2^20 bytes":
 ("ツールが報告する場合の、ツール自身が計測した時間に対する帯域（fio の bw）: 起動とセットアップを含まない。MiB = 2^20 バイト",
  "도구가 보고하는 경우, 도구가 스스로 잰 시간에 대한 대역폭(fio의 bw): 시작과 준비 제외, MiB = 2^20바이트"),
"Median wall time per unit of the family's work: per record (write), lookup (lookup), change (watch), line (read), MiB (copy, alloc)":
 ("ファミリーの仕事 1 単位あたりの経過時間の中央値: レコード（write）、検索（lookup）、変更（watch）、行（read）、MiB（copy、alloc）ごと",
  "패밀리 작업 단위당 경과 시간 중앙값: 레코드(write), 조회(lookup), 변경(watch), 줄(read), MiB(copy, alloc)당"),
"CPU time of the median run, exact: CLOCK_THREAD_CPUTIME_ID of the threads that worked on it, plus a child process's user + sys from wait4 (external commands)":
 ("中央値の実行の CPU 時間（正確な値）: 実行に関わったスレッドの CLOCK_THREAD_CPUTIME_ID と、外部コマンドでは wait4 から得る子プロセスの user + sys",
  "중앙값 실행의 CPU 시간(정확한 값): 실행에 참여한 스레드의 CLOCK_THREAD_CPUTIME_ID, 외부 명령은 여기에 wait4에서 얻은 자식 프로세스의 user + sys를 더함"),
"Where the CPU figure comes from: the thread clock (CLOCK_THREAD_CPUTIME_ID), plus wait4's rusage for the child process of an external command":
 ("CPU の値の出どころ: スレッドの時計（CLOCK_THREAD_CPUTIME_ID）。外部コマンドではそれに子プロセスの wait4 の rusage を加える",
  "CPU 값의 출처: 스레드 시계(CLOCK_THREAD_CPUTIME_ID), 외부 명령은 여기에 자식 프로세스의 wait4 rusage를 더함"),
"The CPU column split into user and system time. The kernel splits a thread's CPU time by timer ticks, so a short run can show 0 in one of them, and – when no tick came at all.":
 ("CPU 列をユーザー時間とシステム時間に分けたもの。カーネルはスレッドの CPU 時間をタイマーの tick で分けるので、短い実行では片方が 0 になることがあり、tick が 1 度も来なければ – になる。",
  "CPU 열을 사용자 시간과 시스템 시간으로 나눈 것. 커널은 스레드의 CPU 시간을 타이머 tick으로 나누므로 짧은 실행은 한쪽이 0일 수 있고, tick이 한 번도 오지 않으면 –로 표시됩니다."),
"Per unit": ("単位あたり", "단위당"),
"Tool MiB/s": ("ツール MiB/s", "도구 MiB/s"),
"CPU": ("CPU", "CPU"),
"CPU source": ("CPU の出どころ", "CPU 출처"),
"thread clock + wait4": ("スレッド時計 + wait4", "스레드 시계 + wait4"),
"thread clock": ("スレッド時計", "스레드 시계"),
"CPU: CLOCK_THREAD_CPUTIME_ID of iolens' threads plus the child process's user + sys from wait4 (rusage, exact for a child that has exited).":
 ("CPU: iolens のスレッドの CLOCK_THREAD_CPUTIME_ID に、wait4 から得る子プロセスの user + sys（rusage、終了した子プロセスについては正確）を加えたもの。",
  "CPU: iolens 스레드의 CLOCK_THREAD_CPUTIME_ID에 wait4에서 얻은 자식 프로세스의 user + sys(rusage, 종료된 자식에 대해서는 정확)를 더한 값."),
"CPU: CLOCK_THREAD_CPUTIME_ID of the threads that worked on the run, exact to the nanosecond.":
 ("CPU: 実行に関わったスレッドの CLOCK_THREAD_CPUTIME_ID。ナノ秒まで正確。",
  "CPU: 실행에 참여한 스레드의 CLOCK_THREAD_CPUTIME_ID, 나노초까지 정확."),
"User and sys: unknown, no timer tick landed in the median run.":
 ("user と sys: 不明。中央値の実行中にタイマーの tick が 1 度も来なかった。",
  "user와 sys: 알 수 없음. 중앙값 실행 중 타이머 tick이 한 번도 오지 않았습니다."),
"User and sys: the kernel's timer ticks (getrusage), scaled to the exact total.":
 ("user と sys: カーネルのタイマー tick（getrusage）による内訳を、正確な合計に合わせて比例配分したもの。",
  "user와 sys: 커널 타이머 tick(getrusage)에 따른 비율을 정확한 합계에 맞춰 나눈 값."),
# Save dialogs propose NAME.iolens.json, the installed MIME type's suffix (issue 12).
"iolens sessions (*.iolens.json)": ("iolens セッション (*.iolens.json)", "iolens 세션 (*.iolens.json)"),
"iolens run results (*.iolens.json)": ("iolens の実行結果 (*.iolens.json)", "iolens 실행 결과 (*.iolens.json)"),
"iolens traces (*.iolens.json)": ("iolens のトレース (*.iolens.json)", "iolens 추적 (*.iolens.json)"),
"All files (*)": ("すべてのファイル (*)", "모든 파일 (*)"),
# Strings added with --work, the empty-plot hints, the hotspot's open+close cost and the cleanup
# of dead runs, which had no Japanese or Korean yet (issue 12).
"family default": ("ファミリーの既定値", "패밀리 기본값"),
"How much work every strategy of a family does: records for write (default 10,000), lookups for lookup (1,000), changes for watch (50). Copy, read and alloc work on the whole file. The results give the time per unit of it.":
 ("ファミリーのすべての戦略が行う仕事の量: write はレコード数（既定 10,000）、lookup は検索回数（1,000）、watch は変更回数（50）。copy、read、alloc はファイル全体を扱います。結果にはその 1 単位あたりの時間が出ます。",
  "패밀리의 모든 전략이 하는 작업의 양: write는 레코드 수(기본 10,000), lookup은 조회 횟수(1,000), watch는 변경 횟수(50). copy, read, alloc은 파일 전체를 다룹니다. 결과에는 그 단위당 시간이 나옵니다."),
"Work (records, lookups…):": ("仕事量（レコード、検索…）:", "작업량 (레코드, 조회…):"),
"median %1 per %2": ("%2 あたりの中央値 %1", "%2당 중앙값 %1"),
"%1 per %2 (%3 of them)": ("%2 あたり %1（%3 個）", "%2당 %1 (%3개)"),
"One open+close of a file costs %1 on this machine (measured just now), against about %2 per reopen on the article's platform (section 4: 71,247 ms for 10,000 writes).":
 ("このマシンではファイルの open+close 1 回に %1 かかります（いま計測）。記事の環境では開き直し 1 回あたり約 %2 でした（4 節: 10,000 回の書き込みで 71,247 ms）。",
  "이 머신에서 파일 open+close 한 번은 %1 걸립니다(방금 측정). 글의 환경에서는 다시 열 때마다 약 %2였습니다(4절: 10,000번 쓰기에 71,247 ms)."),
"So v1 and v3 take about the same time here (v1 ÷ v3 = %1×): the article's \"the writer is the hotspot\" does not reproduce, and the reads that v4 indexes are what matter.":
 ("そのためここでは v1 と v3 はほぼ同じ時間です（v1 ÷ v3 = %1×）。記事の「ライターがホットスポット」は再現せず、効いているのは v4 がインデックスにする読み込みです。",
  "그래서 여기서는 v1과 v3의 시간이 거의 같습니다(v1 ÷ v3 = %1×). 글의 \"writer가 핫스팟\"은 재현되지 않으며, 중요한 것은 v4가 인덱스로 바꾸는 읽기입니다."),
"Here v3 is %1× faster than v1: reopening the writer for every line costs enough to matter.":
 ("ここでは v3 が v1 より %1× 速い: 1 行ごとにライターを開き直すコストが効いています。",
  "여기서는 v3가 v1보다 %1× 빠릅니다: 줄마다 writer를 다시 여는 비용이 무시할 수 없습니다."),
"Choose strategies and press Run (Ctrl+R)": ("戦略を選んで「実行」を押してください（Ctrl+R）", "전략을 고르고 실행을 누르세요 (Ctrl+R)"),
"Choose a strategy and press \"Run sweep\" to run it over buffer sizes":
 ("戦略を選んで「スイープ実行」を押すと、バッファサイズを変えながら実行します",
  "전략을 고르고 \"스윕 실행\"을 누르면 버퍼 크기별로 실행합니다"),
"The file to run strategies on, or a saved session or trace to open.":
 ("戦略を実行するファイル、または開く保存済みのセッションかトレース。", "전략을 실행할 파일, 또는 열 저장된 세션이나 추적."),
"Show the Course page at this step, e.g. 000.bulk (with --screenshot: run it with the first prediction, save it and its chapter's summary, and quit).":
 ("コースのページをこのステップで表示する（例: 000.bulk）。--screenshot と一緒なら、最初の予想で実行し、その画面と章のまとめを保存して終了する。",
  "코스 페이지를 이 단계에서 보여 줍니다(예: 000.bulk). --screenshot과 함께 쓰면 첫 번째 예측으로 실행하고, 그 화면과 장의 요약을 저장한 뒤 종료합니다."),
"Use a dark palette (Fusion style).": ("暗い配色を使う（Fusion スタイル）。", "어두운 팔레트를 사용합니다 (Fusion 스타일)."),
"%1 %2 after %3: files %4, findings %5.":
 ("%1 %2（%3 後）：ファイル %4 個、見つかったパターン %5 個。", "%1 %2(%3 후): 파일 %4개, 발견된 패턴 %5개."),
"Removed a directory left by an iolens run that ended without cleaning up (%1 freed): %2.":
 ("後片付けをせずに終わった iolens の実行が残したディレクトリを削除しました（%1 を解放）: %2。",
  "정리하지 않고 끝난 iolens 실행이 남긴 디렉터리를 삭제했습니다(%1 확보): %2."),
"Removed %1 directories left by iolens runs that ended without cleaning up (%2 freed): %3.":
 ("後片付けをせずに終わった iolens の実行が残したディレクトリ %1 個を削除しました（%2 を解放）: %3。",
  "정리하지 않고 끝난 iolens 실행이 남긴 디렉터리 %1개를 삭제했습니다(%2 확보): %3."),

# A finding's lesson (ui/trace/tracephrases.cpp: the first strategy's lesson, then the rule's advice).
"The strategy %1 does this: %2 %3 %4": ("戦略 %1 はこうします：%2 %3 %4", "%1 전략은 이렇게 합니다: %2 %3 %4"),
"Open the file once, write every record through one buffered stream, and close it at the end.":
 ("ファイルは一度だけ開き、すべてのレコードを一つのバッファ付きストリームで書き、最後に閉じてください。",
  "파일은 한 번만 열고, 모든 레코드를 하나의 버퍼링된 스트림으로 쓴 뒤 마지막에 닫으세요."),
"Flush once at the end, or where losing the work would really matter (a commit of many records), not after every record; a database does that when many rows go into one transaction.":
 ("フラッシュはレコードごとではなく、最後に一度、または作業を失うと本当に困る所（多くのレコードのコミット）で行ってください。データベースでは多くの行を一つのトランザクションに入れればそうなります。",
  "플러시는 레코드마다가 아니라 마지막에 한 번, 또는 작업을 잃으면 정말 곤란한 곳(많은 레코드의 커밋)에서 하세요. 데이터베이스에서는 많은 행을 한 트랜잭션에 넣으면 그렇게 됩니다."),
"Read in blocks of 64 KiB or more and work on the bytes in memory: the cost is then per block, not per byte.":
 ("64 KiB 以上のブロックで読み、バイトはメモリ上で処理してください。コストはバイトごとではなくブロックごとになります。",
  "64 KiB 이상의 블록으로 읽고 바이트는 메모리에서 처리하세요. 그러면 비용이 바이트마다가 아니라 블록마다 듭니다."),
"Collect the bytes in memory and write them in blocks of 64 KiB or more: the cost is then per block, not per byte.":
 ("バイトはメモリに集め、64 KiB 以上のブロックで書いてください。コストはバイトごとではなくブロックごとになります。",
  "바이트를 메모리에 모아 64 KiB 이상의 블록으로 쓰세요. 그러면 비용이 바이트마다가 아니라 블록마다 듭니다."),
"Read the file once and build an index (a hash map from key to value or offset), then answer every lookup from it.":
 ("ファイルは一度だけ読んで索引（キーから値またはオフセットへのハッシュマップ）を作り、検索はすべてそこから答えてください。",
  "파일은 한 번만 읽어 인덱스(키에서 값이나 오프셋으로 가는 해시 맵)를 만들고, 모든 조회는 그것으로 답하세요."),
"Ask the kernel to tell you about changes (inotify on Linux, WatchService in Java) instead of asking over and over whether something changed.":
 ("変わったかどうかを何度も尋ねる代わりに、変更をカーネルに知らせてもらってください（Linux では inotify、Java では WatchService）。",
  "바뀌었는지 계속 묻는 대신 변경을 커널이 알려 주게 하세요(Linux에서는 inotify, Java에서는 WatchService)."),
"Put a buffer between the records and the file (a BufferedWriter, a FILE*, or writev for a batch) so that one system call carries many records.":
 ("レコードとファイルの間にバッファ（BufferedWriter、FILE*、まとめて書くなら writev）を置き、一回のシステムコールで多くのレコードを運んでください。",
  "레코드와 파일 사이에 버퍼(BufferedWriter, FILE*, 묶어서 쓴다면 writev)를 두어 한 번의 시스템 호출이 많은 레코드를 나르게 하세요."),
"Ask for everything in one request (a range or a batch of ids), and only for the fields you need: one round trip instead of one per item.":
 ("必要なものは一つの要求（範囲や ID のまとまり）で、必要なフィールドだけを求めてください。項目ごとではなく一往復で済みます。",
  "필요한 것은 한 번의 요청(범위나 ID 묶음)으로, 필요한 필드만 요청하세요. 항목마다가 아니라 한 번의 왕복으로 끝납니다."),
"Stream it through a fixed buffer instead (64 KiB to 1 MiB): memory then stays the same however large the file grows.":
 ("代わりに固定のバッファ（64 KiB から 1 MiB）を通して流してください。ファイルがどれほど大きくなってもメモリは変わりません。",
  "대신 고정 버퍼(64 KiB에서 1 MiB)로 흘려 보내세요. 파일이 아무리 커져도 메모리는 그대로입니다."),
"Gather what you send in a buffer (a BufferedOutputStream around the socket's stream, a FILE* or a buffered makefile(), or writev for a batch) and send many kilobytes per call: the cost is then per buffer, not per piece.":
 ("送るものはバッファ（ソケットのストリームを包む BufferedOutputStream、FILE* またはバッファ付きの makefile()、まとめて送るなら writev）に集め、一回の呼び出しで何キロバイトも送ってください。コストは断片ごとではなくバッファごとになります。",
  "보낼 것은 버퍼(소켓 스트림을 감싼 BufferedOutputStream, FILE* 또는 버퍼링된 makefile(), 묶어서 보낸다면 writev)에 모아 한 번의 호출로 여러 킬로바이트를 보내세요. 그러면 비용이 조각마다가 아니라 버퍼마다 듭니다."),

# Findings (core/trace/findingrules.cpp and findingcontext.cpp, context "Finding"): %-arguments are counts, paths, call
# names ("10,000,000 fgetc, 12 fread"), durations and shares, formatted in core.
"From %1.": ("呼び出し元: %1。", "호출 위치: %1."),
"Mostly inside the program's zone Stopwatch[%1].":
 ("大半はプログラムのゾーン Stopwatch[%1] の中です。", "대부분 프로그램의 영역 Stopwatch[%1] 안에서 일어났습니다."),
"These calls took %1, %2 of the process's %3.":
 ("これらの呼び出しに %1 かかりました。プロセスの %3 の %2 です。",
  "이 호출들에 %1가 걸렸습니다. 프로세스의 %3 중 %2입니다."),
"%1 was opened %2 times; %3 of those sessions wrote a little (%4 bytes on average) and closed it again: %5 calls took %6, %7 calls %8.":
 ("%1 は %2 回開かれました。そのうち %3 回は少しだけ（平均 %4 バイト）書いてすぐ閉じています。%5 の呼び出しに %6、%7 の呼び出しに %8 かかりました。",
  "%1 파일이 %2번 열렸습니다. 그중 %3번은 조금만(평균 %4바이트) 쓰고 다시 닫았습니다. %5 호출에 %6, %7 호출에 %8가 걸렸습니다."),
"%1 opens of %2, each writing %3 bytes":
 ("%2 を %1 回開き、毎回 %3 バイトを書き込み", "%2 파일을 %1번 열고 매번 %3바이트 쓰기"),
"%1 was flushed to storage %2 times (%3 calls) for %4 calls: about one flush per record, each waiting for the disk.":
 ("%1 は %4 の呼び出しに対して %2 回（%3）ストレージへフラッシュされました。レコードごとにほぼ一度フラッシュし、毎回ディスクを待っています。",
  "%1 파일은 %4 호출에 대해 %2번(%3) 저장 장치로 플러시되었습니다. 레코드마다 거의 한 번씩 플러시하며 매번 디스크를 기다립니다."),
"The process also flushed %1 other files (%2): %3 flushes in all.":
 ("このプロセスはほかに %1 個のファイルもフラッシュしました（%2）。フラッシュは合計 %3 回です。",
  "이 프로세스는 다른 파일 %1개도 플러시했습니다(%2). 플러시는 모두 %3번입니다."),
"%1 calls for %2 writes on %3":
 ("%3 への %2 回の書き込みに対し %1 の呼び出し", "%3의 쓰기 %2번에 %1 호출"),
"%1 calls on %2: %3 of them move under %4 bytes.":
 ("%2 への %1 の呼び出し。そのうち %3 回は %4 バイト未満しか転送しません。",
  "%2에 대한 %1 호출. 그중 %3번은 %4바이트 미만을 옮깁니다."),
"%1 calls, %2 read system calls (the kernel's count for the whole process) on %3: %4 of them move under %5 bytes.":
 ("%3 への %1 の呼び出しと、read システムコール %2 回（プロセス全体のカーネルの集計）。そのうち %4 回は %5 バイト未満しか転送しません。",
  "%3에 대한 %1 호출, read 시스템 호출 %2번(프로세스 전체에 대한 커널의 집계). 그중 %4번은 %5바이트 미만을 옮깁니다."),
"%1 calls, %2 write system calls (the kernel's count for the whole process) on %3: %4 of them move under %5 bytes.":
 ("%3 への %1 の呼び出しと、write システムコール %2 回（プロセス全体のカーネルの集計）。そのうち %4 回は %5 バイト未満しか転送しません。",
  "%3에 대한 %1 호출, write 시스템 호출 %2번(프로세스 전체에 대한 커널의 집계). 그중 %4번은 %5바이트 미만을 옮깁니다."),
"They are stdio calls: stdio's buffer spares the kernel, but each call still costs a lock and a buffer check.":
 ("これらは stdio の呼び出しです。stdio のバッファがカーネルへの出入りを省きますが、呼び出しごとにロックとバッファの確認がかかります。",
  "이것들은 stdio 호출입니다. stdio의 버퍼가 커널 진입을 줄여 주지만, 호출마다 잠금과 버퍼 확인 비용이 듭니다."),
"They are system calls: every one of them enters the kernel.":
 ("これらはシステムコールです。どれもカーネルに入ります。", "이것들은 시스템 호출입니다. 하나하나가 커널에 들어갑니다."),
"%1 %2 calls of 1 byte on %3":
 ("%3 への 1 バイトの %2 呼び出し %1 回", "%3에 대한 1바이트 %2 호출 %1번"),
"%1 %2 calls of under %4 bytes on %3":
 ("%3 への %4 バイト未満の %2 呼び出し %1 回", "%3에 대한 %4바이트 미만 %2 호출 %1번"),
"%1 times %2 was opened and read from offset 0, %3 bytes each on average of its %4 (%5 calls in all).":
 ("%2 は %1 回開かれてオフセット 0 から読まれました。%4 のうち平均 %3 バイトずつです（合計 %5 の呼び出し）。",
  "%2 파일이 %1번 열려 오프셋 0부터 읽혔습니다. %4 중 평균 %3바이트씩입니다(모두 %5 호출)."),
"%1 read from the start %2 times":
 ("%1 を先頭から %2 回読み込み", "%1 파일을 처음부터 %2번 읽음"),
"(%1 of its %2 intervals between rounds from %3 up.)":
 ("（周回の間隔 %2 個のうち %1 個が %3 以上。）", "(회차 사이 간격 %2개 중 %1개가 %3 이상.)"),
"(%1 of its %2 intervals from %3 up.)":
 ("（間隔 %2 個のうち %1 個が %3 以上。）", "(간격 %2개 중 %1개가 %3 이상.)"),
"(%1 of its %2 intervals between rounds between %3 and %4.)":
 ("（周回の間隔 %2 個のうち %1 個が %3 から %4 の間。）", "(회차 사이 간격 %2개 중 %1개가 %3에서 %4 사이.)"),
"(%1 of its %2 intervals between %3 and %4.)":
 ("（間隔 %2 個のうち %1 個が %3 から %4 の間。）", "(간격 %2개 중 %1개가 %3에서 %4 사이.)"),
"(coefficient of variation %1.)": ("（変動係数 %1。）", "(변동 계수 %1.)"),
"%1 was stat'ed %2 times (%3 a round) at a regular interval of %4: a loop asking whether it changed, sleeping in between.":
 ("%1 は %4 の一定間隔で %2 回（周ごとに %3 回）stat されました。変わったかどうかを尋ね、その間は眠るループです。",
  "%1 파일이 %4의 일정한 간격으로 %2번(한 회차에 %3번) stat 되었습니다. 바뀌었는지 묻고 그 사이에는 잠드는 루프입니다."),
"%1 was stat'ed %2 times at a regular interval of %3: a loop asking whether it changed, sleeping in between.":
 ("%1 は %3 の一定間隔で %2 回 stat されました。変わったかどうかを尋ね、その間は眠るループです。",
  "%1 파일이 %3의 일정한 간격으로 %2번 stat 되었습니다. 바뀌었는지 묻고 그 사이에는 잠드는 루프입니다."),
"%1 stat'ed %2 times, every %3":
 ("%1 を %3 ごとに %2 回 stat", "%1 파일을 %3마다 %2번 stat"),
"%1 calls went to %2 one record at a time: %3 of them wrote %4 bytes to %5 KiB, each one a system call, with no buffer gathering them.":
 ("%1 の呼び出しがレコードごとに %2 に送られました。そのうち %3 回は %4 バイトから %5 KiB を書き、まとめるバッファがないため毎回システムコールです。",
  "%1 호출이 레코드 하나씩 %2에 보내졌습니다. 그중 %3번은 %4바이트에서 %5 KiB를 썼고, 모아 주는 버퍼가 없어 하나하나가 시스템 호출입니다."),
"%1 calls of %2 bytes on average on %3":
 ("%3 への平均 %2 バイトの %1 の呼び出し", "%3에 대한 평균 %2바이트의 %1 호출"),
"%1 times a request went to %2 and the program waited for its answer (%3 per exchange on average, %4 calls).":
 ("%1 回、要求が %2 に送られ、プログラムはその応答を待ちました（往復ごとに平均 %3、%4 の呼び出し）。",
  "%1번 요청이 %2에 보내졌고 프로그램은 그 응답을 기다렸습니다(주고받기 한 번에 평균 %3, %4 호출)."),
"%1 request/response round trips with %2":
 ("%2 との要求・応答の往復 %1 回", "%2와의 요청/응답 왕복 %1번"),
"%1 was read whole: %2 in %3 calls, so the process held the whole file in memory at once.":
 ("%1 は丸ごと読まれました。%3 の呼び出しで %2 を読み、プロセスはファイル全体を一度にメモリに保持しました。",
  "%1 파일을 통째로 읽었습니다. %3 호출로 %2를 읽어 프로세스가 파일 전체를 한꺼번에 메모리에 담았습니다."),
"%1 (%2) read into memory in %3 calls":
 ("%1（%2）を %3 回の呼び出しでメモリに読み込み", "%1(%2)을 %3번의 호출로 메모리에 읽음"),
"%1 calls sent to %2 in small pieces: %3 of them carried under %4 bytes, each one a system call (and on TCP often a packet of its own), with no buffer gathering them.":
 ("%1 の呼び出しが %2 へ小分けに送られました。そのうち %3 回は %4 バイト未満しか運ばず、まとめるバッファがないため毎回システムコールです（TCP では多くの場合それぞれが一つのパケットになります）。",
  "%1 호출이 %2에 잘게 나뉘어 보내졌습니다. 그중 %3번은 %4바이트 미만을 옮겼고, 모아 주는 버퍼가 없어 하나하나가 시스템 호출입니다(TCP에서는 흔히 각각이 패킷 하나가 됩니다)."),
"%1 calls of %2 bytes on average to %3":
 ("%3 への平均 %2 バイトの %1 の呼び出し", "%3에 대한 평균 %2바이트의 %1 호출"),
# Trace notices (core/trace/tracenotices.cpp, symbolizer.cpp, traceloader.cpp; context "TraceNotice").
"Traced through ptrace: a static program; each recorded system call costs about %1 µs more.":
 ("ptrace でトレースしました（静的リンクのプログラム）。記録したシステムコールごとに約 %1 µs 余計にかかります。",
  "ptrace로 추적했습니다(정적 링크 프로그램). 기록한 시스템 호출마다 약 %1 µs가 더 듭니다."),
"Traced through ptrace: a static program; each recorded system call stops the program (its cost could not be measured).":
 ("ptrace でトレースしました（静的リンクのプログラム）。記録したシステムコールのたびにプログラムが止まります（そのコストは測れませんでした）。",
  "ptrace로 추적했습니다(정적 링크 프로그램). 기록한 시스템 호출마다 프로그램이 멈춥니다(그 비용은 측정하지 못했습니다)."),
"Traced through ptrace: as asked (--mode ptrace); each recorded system call costs about %1 µs more.":
 ("指定どおり ptrace でトレースしました（--mode ptrace）。記録したシステムコールごとに約 %1 µs 余計にかかります。",
  "요청대로 ptrace로 추적했습니다(--mode ptrace). 기록한 시스템 호출마다 약 %1 µs가 더 듭니다."),
"Traced through ptrace: as asked (--mode ptrace); each recorded system call stops the program (its cost could not be measured).":
 ("指定どおり ptrace でトレースしました（--mode ptrace）。記録したシステムコールのたびにプログラムが止まります（そのコストは測れませんでした）。",
  "요청대로 ptrace로 추적했습니다(--mode ptrace). 기록한 시스템 호출마다 프로그램이 멈춥니다(그 비용은 측정하지 못했습니다)."),
"%1 on %2: no call timed, no time known (%3 calls, %4 timed).":
 ("%2 への %1: 計時された呼び出しがなく、時間は不明です（呼び出し %3 回、計時 %4 回）。",
  "%2에 대한 %1: 시간을 잰 호출이 없어 시간을 알 수 없습니다(호출 %3번, 측정 %4번)."),
"%1 on %2: 1 call in %3 timed, total estimated (%4 calls, %5 timed).":
 ("%2 への %1: %3 回に 1 回を計時し、合計は推定です（呼び出し %4 回、計時 %5 回）。",
  "%2에 대한 %1: %3번에 1번 시간을 재고 합계는 추정입니다(호출 %4번, 측정 %5번)."),
"The time of %1 more call kinds on other files was sampled the same way.":
 ("ほかのファイルへのさらに %1 種類の呼び出しの時間も同じように抜き取りで測りました。",
  "다른 파일에 대한 호출 %1종의 시간도 같은 방식으로 표본 측정했습니다."),
"Timing a cheap call costs more than the call itself, so the sampled estimate of a thread was capped at the time the thread ran: it is an upper bound.":
 ("安い呼び出しを計時すると呼び出しそのものより高くつくため、スレッドの推定値はスレッドが動いていた時間で頭打ちにしました。上限値です。",
  "값싼 호출은 시간을 재는 비용이 호출 자체보다 커서, 스레드의 추정값을 스레드가 실행된 시간으로 제한했습니다. 상한값입니다."),
"%1: glibc's stdio fills and flushes its buffers with its own read and write system calls, which a preload cannot see.":
 ("%1: glibc の stdio は自前の read と write のシステムコールでバッファを満たし、書き出します。プリロードにはそれが見えません。",
  "%1: glibc의 stdio는 자체 read와 write 시스템 호출로 버퍼를 채우고 비웁니다. 프리로드는 이를 볼 수 없습니다."),
"For its %1 stdio read calls and %2 stdio write calls the kernel counted %3 read system calls and %4 write system calls (syscr, syscw).":
 ("stdio の読み込み呼び出し %1 回と書き込み呼び出し %2 回に対し、カーネルは read システムコール %3 回と write システムコール %4 回を数えました（syscr、syscw）。",
  "stdio 읽기 호출 %1번과 쓰기 호출 %2번에 대해 커널은 read 시스템 호출 %3번과 write 시스템 호출 %4번을 셌습니다(syscr, syscw)."),
"The kernel's counts for its %1 stdio read calls and %2 stdio write calls are not known, as it did not exit.":
 ("stdio の読み込み呼び出し %1 回と書き込み呼び出し %2 回に対するカーネルの集計は、プロセスが終了しなかったため不明です。",
  "stdio 읽기 호출 %1번과 쓰기 호출 %2번에 대한 커널의 집계는 프로세스가 종료하지 않아 알 수 없습니다."),
"%1 more processes made %2 stdio calls or more, whose buffers also refill through system calls a preload cannot see (the kernel's syscr and syscw are in each process's figures).":
 ("さらに %1 個のプロセスが stdio の呼び出しを %2 回以上行いました。そのバッファもプリロードに見えないシステムコールで補充されます（カーネルの syscr と syscw は各プロセスの数値にあります）。",
  "프로세스 %1개가 더 stdio 호출을 %2번 이상 했습니다. 그 버퍼도 프리로드가 볼 수 없는 시스템 호출로 채워집니다(커널의 syscr와 syscw는 각 프로세스의 수치에 있습니다)."),
"%1 events not kept: the time line holds %2 per thread (--events raises it); the counts and times include them.":
 ("%1 個のイベントは保持されませんでした。タイムラインはスレッドごとに %2 個までです（--events で増やせます）。回数と時間にはそれらも含まれます。",
  "이벤트 %1개는 보관되지 않았습니다. 타임라인은 스레드당 %2개까지입니다(--events로 늘릴 수 있습니다). 횟수와 시간에는 포함됩니다."),
"%1 events were kept but not loaded into the time line, which is limited to %2 events; the counts and times include them.":
 ("%1 個のイベントは保持されましたが、%2 個までのタイムラインには読み込まれませんでした。回数と時間にはそれらも含まれます。",
  "이벤트 %1개는 보관되었지만 %2개로 제한된 타임라인에 불러오지 않았습니다. 횟수와 시간에는 포함됩니다."),
"%1 calls were counted without their file, site and zone: a thread's table of %2 distinct (file, call, site, zone) combinations was full.":
 ("%1 回の呼び出しはファイル、呼び出し元、ゾーンなしで数えられました。スレッドの（ファイル、呼び出し、呼び出し元、ゾーン）の組み合わせ %2 個の表が満杯でした。",
  "호출 %1번은 파일, 호출 위치, 영역 없이 세어졌습니다. 스레드의 (파일, 호출, 호출 위치, 영역) 조합 %2개짜리 표가 가득 찼습니다."),
"%1 files found the file table full (%2 entries, %3 bytes of names): their calls are counted under (no file).":
 ("%1 個のファイルはファイル表が満杯でした（%2 項目、名前 %3 バイト）。その呼び出しは（ファイルなし）として数えます。",
  "파일 %1개는 파일 표가 가득 차 있었습니다(항목 %2개, 이름 %3바이트). 그 호출은 (파일 없음)으로 셉니다."),
"%1 events of threads beyond the first %2 of a process are not in the time line: those threads share one block of counts that keeps no events; the counts and times include them.":
 ("プロセスの最初の %2 スレッドより後のスレッドの %1 個のイベントはタイムラインにありません。それらのスレッドはイベントを保持しない集計ブロックを共有します。回数と時間にはそれらも含まれます。",
  "프로세스의 처음 %2개 스레드 다음 스레드들의 이벤트 %1개는 타임라인에 없습니다. 그 스레드들은 이벤트를 보관하지 않는 집계 블록 하나를 함께 씁니다. 횟수와 시간에는 포함됩니다."),
"%1: the file system holding the trace directory ran out of space, so the trace stopped growing there: later time-line events, files, call sites or threads of it are missing (the program ran on untouched).":
 ("%1: トレースディレクトリのあるファイルシステムの空きがなくなったため、トレースはそこで大きくならなくなりました。それ以降のタイムラインのイベント、ファイル、呼び出し元、スレッドは欠けています（プログラムはそのまま動き続けました）。",
  "%1: 트레이스 디렉터리가 있는 파일 시스템의 공간이 모자라 트레이스가 그 시점부터 늘어나지 않았습니다. 그 뒤의 타임라인 이벤트, 파일, 호출 위치, 스레드는 빠져 있습니다(프로그램은 영향 없이 계속 실행되었습니다)."),
"%1 started %2 processes that could not write a trace file (the trace directory refused the user it had changed to, or its file system was full): their calls are not in this trace.":
 ("%1 は、トレースファイルを書けなかったプロセスを %2 個起動しました（トレースディレクトリが切り替え後のユーザーを拒んだか、そのファイルシステムが満杯でした）。その呼び出しはこのトレースにありません。",
  "%1이(가) 트레이스 파일을 쓸 수 없던 프로세스 %2개를 시작했습니다(트레이스 디렉터리가 바뀐 사용자를 거부했거나 그 파일 시스템이 가득 찼습니다). 그 호출은 이 트레이스에 없습니다."),
"%1 called %2, which the trace library wraps but whose real function it could not find: that call could not work, and the trace may end there.":
 ("%1 は %2 を呼び出しました。トレースライブラリはこの関数をラップしていますが、本来の関数が見つかりませんでした。その呼び出しは動作できず、トレースはそこで終わっているかもしれません。",
  "%1이(가) %2을(를) 호출했습니다. 트레이스 라이브러리가 이 함수를 감싸지만 원래 함수를 찾지 못했습니다. 그 호출은 동작할 수 없었고 트레이스는 거기서 끝났을 수 있습니다."),
"%1 call sites found the table of %2 full: their calls are counted without a site.":
 ("%1 個の呼び出し元は %2 個の表が満杯でした。その呼び出しは呼び出し元なしで数えます。",
  "호출 위치 %1개는 %2개짜리 표가 가득 차 있었습니다. 그 호출은 호출 위치 없이 셉니다."),
"%1 zones found the table of %2 full: their calls are counted outside zones.":
 ("%1 個のゾーンは %2 個の表が満杯でした。その呼び出しはゾーンの外として数えます。",
  "영역 %1개는 %2개짜리 표가 가득 차 있었습니다. 그 호출은 영역 밖으로 셉니다."),
"No process of this trace loaded the trace library: the program may clear its environment (LD_PRELOAD) or be statically linked, so none of its calls are in this trace.":
 ("このトレースのどのプロセスもトレースライブラリを読み込みませんでした。プログラムが環境変数（LD_PRELOAD）を消しているか静的リンクされているため、その呼び出しはこのトレースにありません。",
  "이 트레이스의 어떤 프로세스도 트레이스 라이브러리를 불러오지 않았습니다. 프로그램이 환경 변수(LD_PRELOAD)를 지우거나 정적으로 링크되어 있어 그 호출은 이 트레이스에 없습니다."),
"%1: a program was started with an environment that drops LD_PRELOAD: its calls are not in this trace.":
 ("%1: LD_PRELOAD を外した環境でプログラムが起動されました。その呼び出しはこのトレースにありません。",
  "%1: LD_PRELOAD를 뺀 환경으로 프로그램이 시작되었습니다. 그 호출은 이 트레이스에 없습니다."),
"%1: %2 was started with an environment that drops LD_PRELOAD: its calls are not in this trace.":
 ("%1: %2 は LD_PRELOAD を外した環境で起動されました。その呼び出しはこのトレースにありません。",
  "%1: %2 프로그램이 LD_PRELOAD를 뺀 환경으로 시작되었습니다. 그 호출은 이 트레이스에 없습니다."),
"(Nor those of %1 more such execs.)":
 ("（ほかに同様の exec が %1 回あり、その呼び出しもありません。）", "(같은 방식의 exec가 %1번 더 있었고, 그 호출도 없습니다.)"),
"%1 was killed by signal %2: its trace goes up to its last call.":
 ("%1 はシグナル %2 で強制終了されました。トレースは最後の呼び出しまでです。",
  "%1 프로세스가 시그널 %2로 강제 종료되었습니다. 트레이스는 마지막 호출까지입니다."),
"%1 could not make a record of its own (a program iolens cannot enter), and no traced process reaped it: how it ended and its kernel counts are not known.":
 ("%1 は自身の記録を作れず（iolens が入れないプログラム）、トレースされたプロセスにも回収されませんでした。終わり方とカーネルの計数は分かりません。",
  "%1은(는) 자체 기록을 만들 수 없었고(iolens가 들어갈 수 없는 프로그램), 트레이스된 프로세스가 회수하지도 않았습니다. 끝난 방식과 커널 계수는 알 수 없습니다."),
"%1 was killed by signal %2 and made no record of its own: its parent told how it ended.":
 ("%1 はシグナル %2 で強制終了され、自身の記録を残しませんでした。終わり方は親プロセスが記録しました。",
  "%1은(는) 시그널 %2(으)로 강제 종료되었고 자체 기록을 남기지 않았습니다. 끝난 방식은 부모 프로세스가 기록했습니다."),
"%1 ended without exiting (killed or crashed): its trace goes up to its last call.":
 ("%1 は exit せずに終わりました（強制終了またはクラッシュ）。トレースは最後の呼び出しまでです。",
  "%1 프로세스가 exit 없이 끝났습니다(강제 종료 또는 충돌). 트레이스는 마지막 호출까지입니다."),
"The kernel's counts for it are not known.":
 ("そのプロセスのカーネルの集計は不明です。", "그 프로세스에 대한 커널의 집계는 알 수 없습니다."),
"%1 started a statically linked program: LD_PRELOAD cannot see its calls, so they are not in this trace.":
 ("%1 は静的リンクされたプログラムを起動しました。LD_PRELOAD にはその呼び出しが見えないため、このトレースにはありません。",
  "%1 프로세스가 정적으로 링크된 프로그램을 시작했습니다. LD_PRELOAD는 그 호출을 볼 수 없어 이 트레이스에 없습니다."),
"%1 memory mappings of %2 bytes of %3 files (%4): reads and writes through a mapping are memory accesses, not calls, so they are not counted here.":
 ("%3 個のファイル（%4）の %2 バイトを %1 回メモリマップしました。マップを通じた読み書きは呼び出しではなくメモリアクセスなので、ここでは数えません。",
  "파일 %3개(%4)의 %2바이트를 %1번 메모리 매핑했습니다. 매핑을 통한 읽기와 쓰기는 호출이 아니라 메모리 접근이라 여기서는 세지 않습니다."),
"The program wrote %1 stopwatch zones without the trace library (LD_PRELOAD was dropped): they are counted from its zone lines, without times and without the I/O inside them.":
 ("プログラムはトレースライブラリなしで（LD_PRELOAD が外されて）ストップウォッチのゾーンを %1 個書きました。ゾーンの行から数えたもので、時間も中の I/O もありません。",
  "프로그램이 트레이스 라이브러리 없이(LD_PRELOAD가 빠진 채) 스톱워치 영역 %1개를 기록했습니다. 영역 줄에서 센 것이라 시간도 안의 I/O도 없습니다."),
"addr2line (binutils) was not found: call sites are shown as module+offset.":
 ("addr2line（binutils）が見つかりませんでした。呼び出し元はモジュール+オフセットで表示します。",
  "addr2line(binutils)을 찾지 못했습니다. 호출 위치는 모듈+오프셋으로 표시합니다."),
"No debug information for %1: its call sites are named by the functions' symbols, without file and line.": ("%1 にはデバッグ情報がありません。呼び出し箇所は関数のシンボル名で示し、ファイルと行はありません。", "%1에는 디버그 정보가 없습니다. 호출 위치는 함수의 심볼 이름으로 보이며, 파일과 줄은 없습니다."),
"Calls made on libuv's worker threads for node's asynchronous calls (fs.readFile, fs.promises, streams): %1. The JavaScript that asked for them had returned, so their stacks name no JavaScript line.":
 ("node の非同期呼び出し（fs.readFile、fs.promises、ストリーム）のために libuv のワーカースレッドで行われた呼び出し: %1。それを求めた JavaScript はすでに戻っているため、そのスタックには JavaScript の行がありません。",
  "node의 비동기 호출(fs.readFile, fs.promises, 스트림)을 위해 libuv 워커 스레드에서 이루어진 호출: %1. 이를 요청한 JavaScript는 이미 반환했으므로 그 스택에는 JavaScript 줄이 없습니다."),
"%1 calls had no call stack sampled of their own: past its first 4,096 first-call samples a thread samples 1 in 64 of the first calls on further files. Each such file's calls were given one of the stacks sampled at the same call site on other files, in proportion to those stacks' calls: the stacks' totals are estimates, and for one such file a stack may name a caller that never touched it.":
 ("%1 回の呼び出しには、それ自身のサンプリングされたコールスタックがありません。スレッドは最初の呼び出しのサンプルを 4,096 個取った後、さらに別のファイルでの最初の呼び出しを 64 回に 1 回だけサンプリングします。そのようなファイルの呼び出しには、同じ呼び出し箇所で他のファイルについてサンプリングされたスタックの一つを、それらのスタックの呼び出し数に比例して割り当てました。スタックの合計は推定値であり、そのようなファイル一つについては、そのファイルに触れていない呼び出し元をスタックが示すことがあります。",
  "호출 %1회에는 자신의 샘플링된 호출 스택이 없습니다. 스레드는 첫 호출 샘플을 4,096개 받은 뒤에는 다른 파일에서의 첫 호출을 64회에 1회만 샘플링합니다. 그런 파일의 호출에는 같은 호출 위치에서 다른 파일에 대해 샘플링된 스택 중 하나를, 그 스택들의 호출 수에 비례해 배정했습니다. 스택의 합계는 추정값이며, 그런 파일 하나에 대해서는 그 파일을 건드리지 않은 호출자를 스택이 가리킬 수 있습니다."),
"Installing %1 (Debian's debug archive) would name them with their lines.": ("%1（Debian のデバッグアーカイブ）をインストールすると、行番号付きで名前が付きます。", "%1(Debian의 디버그 아카이브)을 설치하면 줄 번호와 함께 이름이 붙습니다."),
"No symbols or debug information for %1: its call sites are shown as module+offset.":
 ("%1 にはシンボルもデバッグ情報もありません。その呼び出し元はモジュール+オフセットで表示します。",
  "%1에는 심볼도 디버그 정보도 없습니다. 그 호출 위치는 모듈+오프셋으로 표시합니다."),
"%1 process images ended while their trace files were being created (a signal to the group right after a fork or exec): nothing of them had been recorded.":
 ("%1 個のプロセスイメージがトレースファイルの作成中に終わりました（fork または exec 直後のグループへのシグナル）。何も記録されていません。",
  "프로세스 이미지 %1개가 트레이스 파일을 만드는 중에 끝났습니다(fork 또는 exec 직후 그룹에 보낸 시그널). 아무것도 기록되지 않았습니다."),
"all sampled I/O calls": ("サンプリングしたすべての I/O 呼び出し", "샘플링한 모든 I/O 호출"),
"%1: %2 in I/O calls, %3 calls, %4 (%5 % of the %6)":
 ("%1：I/O 呼び出しに %2、%3 回の呼び出し、%4（%6 の %5 %）",
  "%1: I/O 호출에 %2, 호출 %3회, %4 (%6의 %5 %)"),
"calls": ("呼び出し", "호출"),
"bytes": ("バイト", "바이트"),
"time": ("時間", "시간"),
"Mostly %1": ("主に %1", "주로 %1"),
"A runtime frame (a system library or the language's runtime)": ("ランタイムのフレーム（システムライブラリまたは言語のランタイム）", "런타임 프레임(시스템 라이브러리 또는 언어 런타임)"),
"No call stacks in this trace: it was recorded without stacks (--no-stacks), in ptrace mode, or by an older iolens.":
 ("このトレースにはコールスタックがありません。スタックなし（--no-stacks）、ptrace モード、または古い iolens で記録されました。",
  "이 트레이스에는 호출 스택이 없습니다. 스택 없이(--no-stacks), ptrace 모드로, 또는 이전 iolens로 기록되었습니다."),
"Fold runtime frames": ("ランタイムのフレームを畳む", "런타임 프레임 접기"),
"Time in I/O calls": ("I/O 呼び出しの時間", "I/O 호출 시간"),
"What a frame's width stands for": ("フレームの幅が表すもの", "프레임 너비가 나타내는 것"),
"Callers first (top-down)": ("呼び出し元から（トップダウン）", "호출자부터(하향식)"),
"Calls first (bottom-up)": ("呼び出しから（ボトムアップ）", "호출부터(상향식)"),
"Top-down: the program's entry at the bottom, the I/O calls at the top. Bottom-up: the I/O calls at the bottom, who made them above.":
 ("トップダウン：プログラムの入口が下、I/O 呼び出しが上。ボトムアップ：I/O 呼び出しが下、それを呼んだものが上。",
  "하향식: 프로그램 진입점이 아래, I/O 호출이 위. 상향식: I/O 호출이 아래, 그것을 부른 것이 위."),
"Leave out the frames of system libraries and language runtimes, so that the tips are your own code":
 ("システムライブラリと言語ランタイムのフレームを省き、先端を自分のコードにする",
  "시스템 라이브러리와 언어 런타임 프레임을 빼서 끝부분이 내 코드가 되게 합니다"),
"Search frames": ("フレームを検索", "프레임 검색"),
"Width:": ("幅:", "너비:"),
"Matching frames: %1": ("一致したフレーム: %1", "일치하는 프레임: %1"),
"Each box is a function, as wide as its share of the measure chosen above, standing on its caller (top-down) or on what it called (bottom-up). Click a box to zoom in, a full-width row beneath it to zoom out; its source, when this machine has it, is then in the Source tab. %1":
 ("各ボックスは関数で、幅は上で選んだ尺度に占める割合です。呼び出し元（トップダウン）または呼び出した先（ボトムアップ）の上に載ります。ボックスをクリックで拡大、下の全幅の行をクリックで縮小。このマシンにソースがあれば、そのソースが「ソース」タブに出ます。%1",
  "각 상자는 함수이며, 너비는 위에서 고른 척도에서 차지하는 몫입니다. 호출자(하향식) 또는 호출한 대상(상향식) 위에 놓입니다. 상자를 클릭하면 확대, 아래의 전체 너비 행을 클릭하면 축소합니다. 이 컴퓨터에 소스가 있으면 그 소스가 '소스' 탭에 나옵니다. %1"),
"Save image…": ("画像を保存…", "이미지 저장…"),
"Save the flame graph as drawn, as PNG, PDF or SVG": ("描かれたままのフレームグラフを PNG、PDF、SVG で保存", "그려진 그대로의 플레임 그래프를 PNG, PDF, SVG로 저장"),
"Flame graph": ("フレームグラフ", "플레임 그래프"),
"Tree": ("ツリー", "트리"),
"Source": ("ソース", "소스"),
"%1 has no source file and line: its module was built without debug information, or it is a runtime's own code.":
 ("%1 にはソースファイルと行がありません：そのモジュールがデバッグ情報なしでビルドされたか、ランタイム自身のコードです。",
  "%1에는 소스 파일과 줄이 없습니다: 그 모듈이 디버그 정보 없이 빌드되었거나, 런타임 자체의 코드입니다."),
"Save the flame graph": ("フレームグラフを保存", "플레임 그래프 저장"),
"PNG image (*.png)": ("PNG 画像 (*.png)", "PNG 이미지 (*.png)"),
"PDF document (*.pdf)": ("PDF 文書 (*.pdf)", "PDF 문서 (*.pdf)"),
"SVG drawing (*.svg)": ("SVG 図 (*.svg)", "SVG 그림 (*.svg)"),
"Click a frame of your own code in the flame graph or the tree to see its source here.":
 ("フレームグラフかツリーで自分のコードのフレームをクリックすると、ここにそのソースが出ます。",
  "플레임 그래프나 트리에서 내 코드의 프레임을 클릭하면 여기에 그 소스가 나옵니다."),
"%1 %": ("%1 %", "%1 %"),
"%1\nA runtime frame (a system library or the language's runtime)":
 ("%1\nランタイムのフレーム（システムライブラリまたは言語のランタイム）", "%1\n런타임 프레임(시스템 라이브러리 또는 언어 런타임)"),
"Time inside the I/O calls made in this frame and in everything it called (top-down) or that this path of callers led to (bottom-up)":
 ("このフレームとそこから呼ばれたすべて（トップダウン）、またはこの呼び出し元の経路がたどり着いた先（ボトムアップ）で行われた I/O 呼び出しの中の時間",
  "이 프레임과 그것이 호출한 모든 것(하향식), 또는 이 호출자 경로가 이른 곳(상향식)에서 한 I/O 호출 안의 시간"),
"That time as a share of all sampled I/O time shown": ("その時間が、表示中のサンプリングされた I/O 時間全体に占める割合", "그 시간이 표시된 샘플링 I/O 시간 전체에서 차지하는 몫"),
"The call kind that took most of that time": ("その時間の大半を占めた呼び出しの種類", "그 시간의 대부분을 차지한 호출 종류"),
"Frame": ("フレーム", "프레임"),
"Time in I/O": ("I/O の時間", "I/O 시간"),
"Share": ("割合", "비율"),
"Mostly": ("主に", "주로"),
"The source file %1 is not on this machine (or not at that path).": ("ソースファイル %1 はこのマシンにありません（またはそのパスにありません）。", "소스 파일 %1이(가) 이 컴퓨터에 없습니다(또는 그 경로에 없습니다)."),
"The source file %1 is %2, too large to be a hand-written source to show.": ("ソースファイル %1 は %2 あり、手書きのソースとして表示するには大きすぎます。", "소스 파일 %1은(는) %2(으)로, 손으로 쓴 소스로 보여 주기에는 너무 큽니다."),
"The source file %1 cannot be read: %2.": ("ソースファイル %1 を読めません：%2。", "소스 파일 %1을(를) 읽을 수 없습니다: %2."),
"%1 is not a text file.": ("%1 はテキストファイルではありません。", "%1은(는) 텍스트 파일이 아닙니다."),
"Line %1: %2 in I/O calls, %3 calls, %4 (of the sampled stacks through this line)":
 ("%1 行目：I/O 呼び出しに %2、%3 回の呼び出し、%4（この行を通るサンプリングされたスタックの分）", "%1번째 줄: I/O 호출에 %2, 호출 %3번, %4(이 줄을 지나는 샘플링된 스택의 몫)"),
"Line": ("行", "줄"),
"%1, in %2: beside each line, the I/O time and calls of the sampled stacks that passed through it.":
 ("%1（%2）：各行の横に、その行を通ったサンプリングされたスタックの I/O 時間と呼び出し回数。", "%1(%2): 각 줄 옆에 그 줄을 지난 샘플링된 스택의 I/O 시간과 호출 횟수."),
"%1: the flame graph is saved as .png, .pdf or .svg.": ("%1：フレームグラフは .png、.pdf、.svg で保存します。", "%1: 플레임 그래프는 .png, .pdf, .svg로 저장합니다."),
"%1: the trace has no calls on '%2'.": ("%1：トレースには '%2' への呼び出しがありません。", "%1: 트레이스에 '%2'에 대한 호출이 없습니다."),
"%1: the trace recorded no read or write at a known file offset, so there is no access map to draw.":
 ("%1：トレースにはファイル内の位置が分かる読み書きが記録されていないため、描くアクセスマップがありません。",
  "%1: 트레이스에 파일 안의 위치를 아는 읽기·쓰기가 기록되지 않아 그릴 액세스 맵이 없습니다."),
"%1 cannot be written: %2.": ("%1 に書き込めません：%2。", "%1에 쓸 수 없습니다: %2."),
"%1 could not be written (out of space?).": ("%1 を書き込めませんでした（空き容量不足？）。", "%1을(를) 쓰지 못했습니다(공간 부족?)."),
"%1: the trace has no call stacks to draw (recorded with --no-stacks, in ptrace mode, or without a single sampled call).":
 ("%1：トレースに描くべき呼び出しスタックがありません（--no-stacks で記録したか、ptrace モードか、サンプリングされた呼び出しが一つもありません）。",
  "%1: 트레이스에 그릴 호출 스택이 없습니다(--no-stacks로 기록했거나, ptrace 모드이거나, 샘플링된 호출이 하나도 없습니다)."),
"Unseen I/O: the kernel counted %1 system calls (%2) that iolens did not see, up to %3 % of these processes' reads and writes; the tables do not include them.":
 ("見えなかった I/O：カーネルは iolens に見えなかったシステムコールを %1 回（%2）数えました。これらのプロセスの読み書きの最大 %3 % にあたり、表には含まれていません。",
  "보이지 않은 I/O: 커널은 iolens가 보지 못한 시스템 호출을 %1번(%2) 셌습니다. 이 프로세스들의 읽기·쓰기 중 최대 %3 %이며, 표에는 포함되지 않습니다."),
"%1: %2 read by %3 system calls and %4 written by %5 system calls that iolens did not see.":
 ("%1：iolens に見えなかったシステムコール %3 回で %2 を読み、%5 回で %4 を書きました。",
  "%1: iolens가 보지 못한 시스템 호출 %3번으로 %2 읽고, %5번으로 %4 썼습니다."),
"%1 traced processes were still running when the trace ended (daemons or background jobs the program left behind): their calls up to then are in this trace; --wait-all waits for such processes.":
 ("トレースが終わったとき、トレース対象のプロセスが %1 個まだ実行中でした（プログラムが残したデーモンやバックグラウンドジョブ）。それまでの呼び出しはこのトレースにあります。--wait-all を付けるとそれらの終了を待ちます。",
  "추적이 끝났을 때 추적 대상 프로세스 %1개가 아직 실행 중이었습니다(프로그램이 남긴 데몬이나 백그라운드 작업). 그때까지의 호출은 이 트레이스에 있습니다. --wait-all을 쓰면 그 프로세스들을 기다립니다."),
"Call stacks": ("コールスタック", "호출 스택"),
"The stacks of the calls on %1 (choose another file in the table above).":
 ("%1 への呼び出しのスタック（上の表で別のファイルを選べます）。", "%1에 대한 호출의 스택(위 표에서 다른 파일을 고를 수 있습니다)."),
"The stacks of every call.": ("すべての呼び出しのスタック。", "모든 호출의 스택."),
"This trace has no call stacks.": ("このトレースにはコールスタックがありません。", "이 트레이스에는 호출 스택이 없습니다."),
"Stacks are sampled: the first %1 calls of each file, call kind and call site, then 1 in %2 (1 in %3 for stdio calls), and every call of %4 or more; each sample stands for the calls since the one before it, so the widths add up to the measured totals.":
 ("スタックはサンプリングです：ファイル・呼び出しの種類・呼び出し位置ごとに最初の %1 回、その後は %2 回に 1 回（stdio の呼び出しは %3 回に 1 回）、さらに %4 以上かかった呼び出しはすべて。各サンプルは前のサンプル以降の呼び出しを代表するので、幅の合計は測定した合計に一致します。",
  "스택은 샘플링입니다: 파일, 호출 종류, 호출 위치마다 처음 %1번, 그 뒤로는 %2번에 1번(stdio 호출은 %3번에 1번), 그리고 %4 이상 걸린 호출은 모두. 각 샘플은 앞 샘플 이후의 호출을 대표하므로 너비의 합은 측정한 합계와 같습니다."),
"Past a thread's first 4,096 first-call samples, 1 in 64 further first calls is sampled: %1 calls on files left without a sample are drawn with stacks sampled at the same call site on other files.":
 ("スレッドが最初の呼び出しのサンプルを 4,096 個取った後は、さらに最初の呼び出しを 64 回に 1 回だけサンプリングします。サンプルのないファイルでの %1 回の呼び出しは、同じ呼び出し位置で他のファイルについてサンプリングされたスタックで描いています。",
  "스레드가 첫 호출 샘플을 4,096개 받은 뒤에는 이후의 첫 호출을 64번에 1번만 샘플링합니다. 샘플이 없는 파일에서의 호출 %1번은 같은 호출 위치에서 다른 파일에 대해 샘플링된 스택으로 그립니다."),
"%1 calls have no stored sample and are not drawn.": ("%1 回の呼び出しには保存されたサンプルがなく、描かれていません。", "호출 %1번은 저장된 샘플이 없어 그려지지 않았습니다."),
"%1: %2 io_uring requests are counted under the calls they stand for (a read as pread …), with the sizes submitted, not the sizes done, and the time of the submitting call shared among them (waiting for their completions is not in it).":
 ("%1：io_uring の要求 %2 件は、それが表す呼び出し（読み取りは pread など）として数えています。サイズは完了したサイズではなく投入したサイズで、時間は投入した呼び出しの時間をそれらで分けたものです（完了の待ち時間は含みません）。",
  "%1: io_uring 요청 %2건은 그것이 나타내는 호출(읽기는 pread 등)로 셌습니다. 크기는 완료된 크기가 아니라 제출한 크기이고, 시간은 제출한 호출의 시간을 요청끼리 나눈 것입니다(완료를 기다린 시간은 들어 있지 않습니다)."),
"%1 set up %2 io_uring rings whose requests iolens did not see: the program submits them with its own system call instructions (as fio does), past libc and liburing; their reads and writes are not in this trace (tracing with --mode ptrace counts them).":
 ("%1 は io_uring のリングを %2 個作りましたが、その要求を iolens は見ていません：プログラムが libc と liburing を通らず自前のシステムコール命令で投入するためです（fio のように）。その読み書きはこのトレースにありません（--mode ptrace でトレースすれば数えられます）。",
  "%1은(는) io_uring 링 %2개를 만들었지만 iolens는 그 요청을 보지 못했습니다: 프로그램이 libc와 liburing을 거치지 않고 자체 시스템 호출 명령으로 제출하기 때문입니다(fio처럼). 그 읽기와 쓰기는 이 트레이스에 없습니다(--mode ptrace로 트레이스하면 셉니다)."),
"%1 entered %2 io_uring rings whose queue iolens could not read: set up before iolens attached, or entered through its registered index; their reads and writes are not in this trace.":
 ("%1 は io_uring のリング %2 個に要求を投入しましたが、iolens はそのキューを読めませんでした：iolens がアタッチする前に作られたか、登録済みのインデックスで投入されたためです。その読み書きはこのトレースにありません。",
  "%1은(는) io_uring 링 %2개에 요청을 제출했지만 iolens는 그 큐를 읽지 못했습니다: iolens가 붙기 전에 만들어졌거나 등록된 인덱스로 제출되었기 때문입니다. 그 읽기와 쓰기는 이 트레이스에 없습니다."),
"%1 set up %2 io_uring rings with a kernel thread polling its queue (SQPOLL) without liburing: the kernel takes those requests without a call iolens sees, so they are not in this trace.":
 ("%1 は liburing を使わずに、カーネルスレッドがキューをポーリングする（SQPOLL）io_uring のリングを %2 個作りました：カーネルは iolens に見える呼び出しなしに要求を受け取るため、それらはこのトレースにありません。",
  "%1은(는) liburing 없이 커널 스레드가 큐를 폴링하는(SQPOLL) io_uring 링 %2개를 만들었습니다: 커널이 iolens가 보는 호출 없이 요청을 가져가므로 그 요청은 이 트레이스에 없습니다."),
"%1: %2 io_uring requests named a registered file whose file iolens did not know: they are counted under \"(io_uring registered file, not resolved)\".":
 ("%1：io_uring の要求 %2 件は、iolens がファイルを知らない登録済みファイルを指していました：それらは「(io_uring registered file, not resolved)」として数えています。",
  "%1: io_uring 요청 %2건은 iolens가 파일을 알지 못하는 등록된 파일을 가리켰습니다: 그 요청은 \"(io_uring registered file, not resolved)\" 아래에 셌습니다."),
"%1: io_uring requests of other kinds (polls, timeouts, accepts, no-ops …) are not counted (%2).":
 ("%1：その他の種類の io_uring の要求（poll、タイムアウト、accept、何もしない要求など）は数えていません（%2 件）。",
  "%1: 다른 종류의 io_uring 요청(poll, 타임아웃, accept, 아무것도 하지 않는 요청 등)은 세지 않았습니다(%2건)."),
"%1 memory mappings of %2 bytes of %3 files (%4): the pages of a mapping that were in the process's memory when it was unmapped, or at exec or exit, are counted as page faults (%5 pages in all): the pages the process touched, with the neighbours the kernel mapped along with them, less any it reclaimed before.":
 ("%3 個のファイル（%4）の %2 バイトに対するメモリマッピング %1 個：マッピングのうち、アンマップ時または exec・終了時にプロセスのメモリにあったページをページフォールトとして数えます（合計 %5 ページ）。プロセスが触れたページと、カーネルがそれと一緒にマップした隣のページで、それ以前にカーネルが回収したものは除きます。",
  "파일 %3개(%4)의 %2바이트에 대한 메모리 매핑 %1개: 매핑 해제 시 또는 exec·종료 시 프로세스 메모리에 있던 매핑의 페이지를 페이지 폴트로 셉니다(모두 %5페이지). 프로세스가 건드린 페이지와 커널이 함께 매핑한 이웃 페이지이며, 그 전에 커널이 회수한 것은 빠집니다."),
"The time spent in page faults is not measured, and reads and writes through a mapping are not counted as calls.":
 ("ページフォールトにかかった時間は測定していません。また、マッピングを通じた読み書きは呼び出しとして数えません。",
  "페이지 폴트에 걸린 시간은 측정하지 않으며, 매핑을 통한 읽기·쓰기는 호출로 세지 않습니다."),
"%1 mappings could not be measured (the trace library's table of mappings was full, /proc/self/pagemap could not be read, or a call it does not see unmapped them).":
 ("%1 個のマッピングは測定できませんでした（トレースライブラリのマッピング表が満杯だった、/proc/self/pagemap を読めなかった、またはライブラリに見えない呼び出しでアンマップされた）。",
  "매핑 %1개는 측정할 수 없었습니다(트레이스 라이브러리의 매핑 표가 가득 찼거나, /proc/self/pagemap을 읽을 수 없었거나, 라이브러리가 보지 못하는 호출로 해제되었습니다)."),
"%1 processes that mapped files did not exit (killed, crashed or still running): the mappings still there then are not counted.":
 ("ファイルをマップした %1 個のプロセスが exit しませんでした（kill、クラッシュ、または実行中）：その時点で残っていたマッピングは数えていません。",
  "파일을 매핑한 프로세스 %1개가 종료(exit)하지 않았습니다(kill, 충돌 또는 아직 실행 중): 그때 남아 있던 매핑은 세지 않았습니다."),
"%1 was mapped whole and touched whole: %2 of its pages (%3) were in the process's memory through %4 mappings, so it held the whole file at once (they count in its resident size; those it did not write are page cache pages the kernel can drop when memory is short); the time of the page faults is not measured.":
 ("%1 はまるごとマップされ、まるごと触れられました：そのページ %2（%3 ページ）が %4 個のマッピングを通じてプロセスのメモリにあり、ファイル全体を一度に抱えていました（常駐サイズに数えられます。書き込まなかったページはページキャッシュのページで、メモリが足りなくなればカーネルが手放せます）。ページフォールト自体の時間は測定していません。",
  "%1은(는) 통째로 매핑되고 통째로 접근되었습니다: 그 페이지 %2(%3페이지)가 매핑 %4개를 통해 프로세스 메모리에 있어, 파일 전체를 한꺼번에 들고 있었습니다(상주 크기에 포함됩니다. 쓰지 않은 페이지는 페이지 캐시 페이지로, 메모리가 모자라면 커널이 내려놓을 수 있습니다). 페이지 폴트 자체의 시간은 측정하지 않았습니다."),
"%1 (%2) mapped whole and touched whole":
 ("%1（%2）はまるごとマップされ、まるごと触れられた", "%1(%2) 통째로 매핑되고 통째로 접근됨"),
"%1: %2 pages (%3), time not measured": ("%1：%2 ページ（%3）、時間は測定していません", "%1: %2페이지(%3), 시간은 측정하지 않음"),
"For one pass over the file, read it through a fixed buffer, or map it in windows and unmap each one behind you: memory then stays the same however large the file grows.":
 ("ファイルを一度通して処理するなら、固定サイズのバッファを通して読むか、ウィンドウごとにマップして通り過ぎたものからアンマップしてください。そうすればファイルがどれほど大きくなってもメモリは一定です。",
  "파일을 한 번 훑는 것이라면 고정 크기 버퍼로 읽거나, 창 단위로 매핑하고 지나간 것은 해제하세요. 그러면 파일이 아무리 커져도 메모리는 그대로입니다."),
"Mapped in memory": ("マップでメモリに", "매핑으로 메모리에"),
"Pages of this file that the process's mappings of it had in memory when they were unmapped, or at exec or exit (page faults: the pages it touched, with the neighbours the kernel mapped along with them); the time they took is not measured":
 ("このファイルのマッピングが、アンマップ時または exec・終了時にメモリに持っていたページ（ページフォールト：プロセスが触れたページと、カーネルがそれと一緒にマップした隣のページ）。その時間は測定していません",
  "이 파일의 매핑이 해제 시 또는 exec·종료 시 메모리에 갖고 있던 페이지(페이지 폴트: 프로세스가 건드린 페이지와 커널이 함께 매핑한 이웃 페이지). 그 시간은 측정하지 않습니다"),
"In the program's own code, %1 makes %2 of these calls.": ("プログラム自身のコードでは、%1 がこれらの呼び出しの %2 を行っています。", "프로그램 자체 코드에서는 %1 이(가) 이 호출의 %2 을(를) 합니다."),
"Other callers: %1.": ("ほかの呼び出し元: %1。", "다른 호출 위치: %1."),
"Its call stack: %1.": ("その呼び出しスタック: %1。", "그 호출 스택: %1."),
"Attached through ptrace: a static program (no dynamic loader for the trace library), stopped at every system call; each recorded system call costs about %1 µs more.":
 ("ptrace でアタッチしました：静的リンクのプログラム（トレースライブラリを読み込む動的ローダーがありません）で、すべてのシステムコールで止めています。記録したシステムコールごとに約 %1 µs 余計にかかります。",
  "ptrace로 연결했습니다: 정적 링크 프로그램(추적 라이브러리를 불러올 동적 로더가 없음)이라 모든 시스템 호출에서 멈춥니다. 기록한 시스템 호출마다 약 %1 µs가 더 듭니다."),
"Attached through ptrace: a static program (no dynamic loader for the trace library), stopped at every system call; each recorded system call stops the program (its cost could not be measured).":
 ("ptrace でアタッチしました：静的リンクのプログラム（トレースライブラリを読み込む動的ローダーがありません）で、すべてのシステムコールで止めています。記録したシステムコールのたびにプログラムが止まります（そのコストは測れませんでした）。",
  "ptrace로 연결했습니다: 정적 링크 프로그램(추적 라이브러리를 불러올 동적 로더가 없음)이라 모든 시스템 호출에서 멈춥니다. 기록한 시스템 호출마다 프로그램이 멈춥니다(그 비용은 측정하지 못했습니다)."),
"was killed by a signal iolens did not see":
 ("iolens が見ていないシグナルで終了させられました", "iolens가 보지 못한 시그널로 종료되었습니다"),
"Access map": ("アクセスマップ", "액세스 맵"),
"Access map of %1": ("%1 のアクセスマップ", "%1의 액세스 맵"),
"%1, sequential runs": ("%1、連続した呼び出し", "%1, 연속 호출"),
"%1, single calls": ("%1、単発の呼び出し", "%1, 단발 호출"),
"read again": ("再読み込み", "다시 읽음"),
"written again": ("再書き込み", "다시 씀"),
"Offset in the file [%1]": ("ファイル内のオフセット [%1]", "파일 안의 오프셋 [%1]"),
"%1 at offsets %2 to %3": ("オフセット %2 から %3 までの %1", "오프셋 %2부터 %3까지 %1"),
"%1 of it read before": ("そのうち %1 は以前に読み込み済み", "그중 %1은(는) 이전에 읽은 범위"),
"%1 of it written before": ("そのうち %1 は以前に書き込み済み", "그중 %1은(는) 이전에 쓴 범위"),
"Save the access map as drawn, as PNG or PDF": ("描かれたままのアクセスマップを PNG または PDF で保存", "그려진 그대로의 액세스 맵을 PNG 또는 PDF로 저장"),
"No file in this trace has recorded offsets: its files are sockets or pipes, or the trace was recorded by an iolens older than the access map.":
 ("このトレースにはオフセットを記録したファイルがありません：ファイルがソケットやパイプであるか、アクセスマップより古い iolens で記録されたトレースです。",
  "이 트레이스에는 오프셋이 기록된 파일이 없습니다: 파일이 소켓이나 파이프이거나, 액세스 맵보다 오래된 iolens로 기록한 트레이스입니다."),
"%1 (%2): each line is a run of calls that each began where the one before ended, each dot a single call. Wheel to zoom, drag to pan.":
 ("%1（%2）：線はそれぞれ前の呼び出しが終わった位置から始まる一続きの呼び出し、点は単発の呼び出しです。ホイールで拡大、ドラッグで移動。",
  "%1(%2): 선은 각 호출이 앞 호출이 끝난 곳에서 시작한 연속 호출, 점은 단발 호출입니다. 휠로 확대, 드래그로 이동합니다."),
"No file is selected in the table above: showing %1 (%2), the file with the most I/O time that has recorded offsets.":
 ("上の表でファイルが選ばれていません：オフセットが記録されたファイルのうち I/O 時間が最も長い %1（%2）を表示しています。",
  "위 표에서 선택한 파일이 없습니다: 오프셋이 기록된 파일 중 I/O 시간이 가장 긴 %1(%2)을(를) 보여 줍니다."),
"No offsets recorded for %1: it is a %2, which has no file offsets. Choose a regular file in the table above.":
 ("%1 にはオフセットが記録されていません：これは %2 で、ファイルオフセットがありません。上の表で通常のファイルを選んでください。",
  "%1에는 기록된 오프셋이 없습니다: 이것은 %2(이)라 파일 오프셋이 없습니다. 위 표에서 일반 파일을 고르세요."),
"No offsets recorded for %1: its reads and writes were recorded without offsets, by an iolens older than the access map. Trace the program again to see how it walks through the file.":
 ("%1 にはオフセットが記録されていません：その読み書きはアクセスマップより古い iolens でオフセットなしに記録されました。ファイルをどう読み進むかを見るには、プログラムをもう一度トレースしてください。",
  "%1에는 기록된 오프셋이 없습니다: 그 읽기와 쓰기는 액세스 맵보다 오래된 iolens가 오프셋 없이 기록했습니다. 파일을 어떻게 훑는지 보려면 프로그램을 다시 트레이스하세요."),
"No offsets recorded for %1: the program did not read or write it (it only opened, mapped or looked it up).":
 ("%1 にはオフセットが記録されていません：プログラムはこれを読み書きしていません（開く、マップする、調べるだけでした）。",
  "%1에는 기록된 오프셋이 없습니다: 프로그램이 이 파일을 읽거나 쓰지 않았습니다(열거나 매핑하거나 조회하기만 했습니다)."),
"Reads: %1 read once, %2 read again (ranges read before), whole-file reads: %3, typical call: %4.":
 ("読み込み：1 回だけ読んだのは %1、再読み込みは %2（以前に読んだ範囲）、ファイル全体の読み込み：%3 回、典型的な呼び出し：%4。",
  "읽기: 한 번 읽은 양 %1, 다시 읽은 양 %2(이전에 읽은 범위), 파일 전체 읽기: %3번, 대표 호출 크기: %4."),
"Writes: %1 written once, %2 written again (ranges written before), typical call: %3.":
 ("書き込み：1 回だけ書いたのは %1、再書き込みは %2（以前に書いた範囲）、典型的な呼び出し：%3。",
  "쓰기: 한 번 쓴 양 %1, 다시 쓴 양 %2(이전에 쓴 범위), 대표 호출 크기: %3."),
"Sequential share: %1 % of the %2 calls with an offset began where the previous read (for a write: the previous write) ended; runs drawn: %3.":
 ("連続の割合：オフセットのある呼び出し %2 回のうち %1 % が、直前の読み込み（書き込みなら直前の書き込み）が終わった位置から始まっています。描いた連なり：%3。",
  "연속 비율: 오프셋이 있는 호출 %2번 중 %1 %가 직전 읽기(쓰기라면 직전 쓰기)가 끝난 위치에서 시작했습니다. 그린 묶음: %3."),
"Reads and writes without a recorded offset (not drawn): %1.":
 ("オフセットが記録されていない読み書き（描いていません）：%1 回。", "오프셋이 기록되지 않은 읽기·쓰기(그리지 않음): %1번."),
"Nothing to save to %1: no access map is drawn.":
 ("%1 に保存するものがありません：アクセスマップが描かれていません。", "%1에 저장할 것이 없습니다: 그려진 액세스 맵이 없습니다."),
"Save the access map": ("アクセスマップを保存", "액세스 맵 저장"),
"Replaying the traced program's own calls on a copy of %2, as recorded and with each fix, and trying %1 on it.":
 ('トレースしたプログラム自身の呼び出しを %2 のコピーの上で記録どおりに、また各修正を施して再生し、%1 も試します。',
  '추적한 프로그램 자신의 호출을 %2의 사본 위에서 기록대로, 그리고 각 수정을 적용해 재생하고, %1도 시험합니다.'),
"Show everything": ("すべて表示", "모두 표시"),
"Show only what %1 caused": ("%1 が引き起こしたものだけを表示", "%1이(가) 일으킨 것만 표시"),
"Show its source": ("ソースを表示", "소스 표시"),
"The file table, the plots, the time line and these stacks show only the calls whose sampled stacks pass through this frame":
 ("ファイル表、プロット、タイムライン、このスタックに、サンプリングしたスタックがこのフレームを通る呼び出しだけを表示します",
  "파일 표, 플롯, 타임라인, 이 스택에 샘플링한 스택이 이 프레임을 지나는 호출만 표시합니다"),
"Showing what %1 caused: 1 file, %2 calls (from its sampled stacks).":
 ("%1 が引き起こしたものを表示中：ファイル 1 個、呼び出し %2 回（サンプリングしたスタックから）。",
  "%1이(가) 일으킨 것을 표시하는 중: 파일 1개, 호출 %2회(샘플링한 스택에서)."),
"Showing what %1 caused: %2 files, %3 calls (from its sampled stacks).":
 ("%1 が引き起こしたものを表示中：ファイル %2 個、呼び出し %3 回（サンプリングしたスタックから）。",
  "%1이(가) 일으킨 것을 표시하는 중: 파일 %2개, 호출 %3회(샘플링한 스택에서)."),
"Major page faults": ("メジャーページフォールト", "메이저 페이지 폴트"),
"Page faults that read their page from storage (the kernel's count, /proc/PID/stat): pages of mapped files not in the page cache, or of the program's code. %1 minor faults found their page in memory.":
 ("ページをストレージから読み込んだページフォールト（カーネルの集計、/proc/PID/stat）：ページキャッシュになかったマップ済みファイルのページ、またはプログラムのコードのページです。マイナーフォールト %1 回はページがメモリ上にありました。",
  "페이지를 저장 장치에서 읽어 온 페이지 폴트(커널의 집계, /proc/PID/stat): 페이지 캐시에 없던 매핑된 파일의 페이지나 프로그램 코드의 페이지입니다. 마이너 폴트 %1회는 페이지가 메모리에 있었습니다."),
"Not known: the process did not exit, so its page faults were not read.":
 ("不明：プロセスが終了しなかったため、ページフォールトを読み取れませんでした。",
  "알 수 없음: 프로세스가 종료하지 않아 페이지 폴트를 읽지 못했습니다."),
"%1 set up %2 io_uring rings with a kernel thread polling its queue (SQPOLL): the kernel takes those requests without a system call, so they are not in this trace.":
 ("%1 は、カーネルスレッドがキューをポーリングする（SQPOLL）io_uring のリングを %2 個作りました：カーネルはシステムコールなしに要求を受け取るため、それらはこのトレースにありません。",
  "%1은(는) 커널 스레드가 큐를 폴링하는(SQPOLL) io_uring 링 %2개를 만들었습니다: 커널이 시스템 호출 없이 요청을 가져가므로 그 요청은 이 트레이스에 없습니다."),
"Count as before": ("元どおりに数える", "원래대로 세기"),
"Only the rules decide again which code is yours: the program and its own libraries, not the system's libraries and runtimes":
 ("どのコードが自分のものかを、再び規則だけで決めます：プログラムとその独自のライブラリであり、システムのライブラリやランタイムではありません",
  "어떤 코드가 내 것인지 다시 규칙만으로 정합니다: 프로그램과 그 자체 라이브러리이며, 시스템 라이브러리나 런타임은 아닙니다"),
"Also counted as your code: %1. The findings name lines there.":
 ("自分のコードとしても数えています：%1。所見はそこの行を挙げます。",
  "내 코드로도 세는 것: %1. 발견은 그곳의 줄을 가리킵니다."),
"Count %1 as your code": ("%1 を自分のコードとして数える", "%1을(를) 내 코드로 세기"),
"The findings then name lines in every module or script whose path contains %1, as iolens-cli trace --user-code does":
 ("以後、所見はパスに %1 を含むすべてのモジュールやスクリプトの行を挙げます（iolens-cli trace --user-code と同じです）",
  "이후 발견은 경로에 %1이(가) 들어 있는 모든 모듈이나 스크립트의 줄을 가리킵니다(iolens-cli trace --user-code와 같습니다)"),
"%1 counts as your code now: findings %2.":
 ("%1 を自分のコードとして数えるようになりました：所見 %2 件。", "%1을(를) 이제 내 코드로 셉니다: 발견 %2개."),
"Your code is what the rules say again: findings %1.":
 ("自分のコードは再び規則どおりです：所見 %1 件。", "내 코드가 다시 규칙대로입니다: 발견 %1개."),
"%1: %2 io_uring requests are counted under the calls they stand for (a read as pread …), with the time of the submitting call shared among them. Their completions give the sizes done and the failures (%3 failed); from submission to completion they took %4 µs on average and %5 µs at most, as seen when the program next submitted to or waited on its ring.":
 ("%1：io_uring の要求 %2 件は、それが表す呼び出し（読み取りは pread など）として数え、時間は投入した呼び出しの時間をそれらで分けたものです。完了から、実際に処理したサイズと失敗（%3 件）を得ています。投入から完了まで平均 %4 µs、最大 %5 µs でした（プログラムが次にリングへ投入または待機したときに見たもの）。",
  "%1: io_uring 요청 %2건은 그것이 나타내는 호출(읽기는 pread 등)로 셌고, 시간은 제출한 호출의 시간을 요청끼리 나눈 것입니다. 완료에서 실제로 처리한 크기와 실패(%3건)를 얻었습니다. 제출부터 완료까지 평균 %4 µs, 최대 %5 µs였습니다(프로그램이 다음에 링에 제출하거나 기다릴 때 본 것)."),
"%1: the sizes submitted are kept for %2 io_uring requests whose completion iolens did not read (never reaped, reaped on another thread, overwritten in a full queue, or on a ring whose queue iolens could not find).":
 ("%1：iolens が完了を読めなかった io_uring の要求 %2 件は、投入したサイズのままです（回収されなかった、別のスレッドで回収された、満杯のキューで上書きされた、または iolens がキューを見つけられなかったリングのもの）。",
  "%1: iolens가 완료를 읽지 못한 io_uring 요청 %2건은 제출한 크기 그대로입니다(회수되지 않았거나, 다른 스레드에서 회수되었거나, 가득 찬 큐에서 덮어쓰였거나, iolens가 큐를 찾지 못한 링의 것)."),
"There is no trace to export yet: trace a program or open a saved trace first.":
 ("書き出すトレースはまだありません：プログラムをトレースするか、保存したトレースを開いてください。",
  "내보낼 트레이스가 아직 없습니다: 프로그램을 트레이스하거나 저장한 트레이스를 여세요."),
"Export table": ("表の書き出し", "표 내보내기"),
"The %1 tab is not a plot. The plots are on the tabs %2.":
 ("%1 タブはグラフではありません。グラフのタブは %2 です。", "%1 탭은 그래프가 아닙니다. 그래프 탭은 %2입니다."),
"Of those pages, %1 were not in the page cache when their file was mapped, so the faults had them read from storage (\"pages from disk\": the faults themselves and the kernel's read-ahead for them).":
 ("そのうち %1 ページは、ファイルをマップした時点でページキャッシュになく、フォールトによってストレージから読み込まれました（「pages from disk」：フォールトそのものと、それに伴うカーネルの先読み）。",
  "그중 %1페이지는 파일을 매핑할 때 페이지 캐시에 없어서 폴트가 저장 장치에서 읽어 들였습니다(\"pages from disk\": 폴트 자체와 그에 따른 커널의 미리 읽기)."),
"For %1 mappings, iolens could not tell which pages came from disk: the kernel shows a file's page cache only to a process that owns the file or may write it.":
 ("%1 個のマッピングについては、どのページがディスクから来たか iolens には分かりませんでした：カーネルはファイルのページキャッシュを、そのファイルの所有者か書き込みできるプロセスにしか見せません。",
  "매핑 %1개에 대해서는 어떤 페이지가 디스크에서 왔는지 iolens가 알 수 없었습니다: 커널은 파일의 페이지 캐시를 그 파일의 소유자이거나 쓸 수 있는 프로세스에게만 보여 줍니다."),
}
