<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="ja_JP">
<context>
    <name>iolens::ui::CompareDialog</name>
    <message>
        <location filename="../../ui/comparedialog.cpp" line="31" />
        <source>Compare sessions</source>
        <translation>セッションの比較</translation>
    </message>
    <message>
        <location filename="../../ui/comparedialog.cpp" line="45" />
        <source>Before — %1&lt;br&gt;After — %2&lt;br&gt;Speed-up = median before / median after: above 1 the after session is faster.</source>
        <translation>変更前 — %1&lt;br&gt;変更後 — %2&lt;br&gt;速度向上 = 変更前の中央値 / 変更後の中央値：1 を超えれば変更後が速い。</translation>
    </message>
</context>
<context>
    <name>iolens::ui::CompareModel</name>
    <message>
        <location filename="../../ui/comparemodel.cpp" line="89" />
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location filename="../../ui/comparemodel.cpp" line="109" />
        <source>Strategy</source>
        <translation>戦略</translation>
    </message>
    <message>
        <location filename="../../ui/comparemodel.cpp" line="111" />
        <source>Median before</source>
        <translation>中央値（前）</translation>
    </message>
    <message>
        <location filename="../../ui/comparemodel.cpp" line="113" />
        <source>Median after</source>
        <translation>中央値（後）</translation>
    </message>
    <message>
        <location filename="../../ui/comparemodel.cpp" line="115" />
        <source>Δ median</source>
        <translation>中央値の差</translation>
    </message>
    <message>
        <location filename="../../ui/comparemodel.cpp" line="117" />
        <source>Speed-up</source>
        <translation>速度向上</translation>
    </message>
    <message>
        <location filename="../../ui/comparemodel.cpp" line="119" />
        <source>MiB/s before</source>
        <translation>MiB/s（前）</translation>
    </message>
    <message>
        <location filename="../../ui/comparemodel.cpp" line="121" />
        <source>MiB/s after</source>
        <translation>MiB/s（後）</translation>
    </message>
</context>
<context>
    <name>iolens::ui::ControlPanel</name>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="42" />
        <source>Workload</source>
        <translation>ワークロード</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="45" />
        <source>Choose file…</source>
        <translation>ファイルを選択…</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="46" />
        <source>Generate…</source>
        <translation>生成…</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="47" />
        <source>Recent</source>
        <translation>最近</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="60" />
        <source>Strategies</source>
        <translation>戦略</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="61" />
        <source>Preset…</source>
        <translation>プリセット…</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="80" />
        <source>Run settings</source>
        <translation>実行設定</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="85" />
        <source>warm (file pre-read into the page cache)</source>
        <translation>ウォーム（ページキャッシュに読み込み済み）</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="86" />
        <source>cold (evicted before every run)</source>
        <translation>コールド（毎回キャッシュから追い出す）</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="88" />
        <source>system temp dir</source>
        <translation>システムの一時ディレクトリ</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="96" />
        <source>Repetitions:</source>
        <translation>繰り返し回数:</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="97" />
        <source>Warm-up runs:</source>
        <translation>ウォームアップ回数:</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="98" />
        <source>Cache:</source>
        <translation>キャッシュ:</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="99" />
        <source>Out dir:</source>
        <translation>出力先:</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="100" />
        <source>Baseline:</source>
        <translation>基準:</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="121" />
        <source>No file chosen yet.</source>
        <translation>ファイルが選択されていません。</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="161" />
        <source>Cannot use this file</source>
        <translation>このファイルは使えません</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="173" />
        <source>%1 It was removed from the Recent list.</source>
        <translation>%1 「最近」の一覧から削除しました。</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="184" />
        <source>File to run the strategies on</source>
        <translation>戦略を実行するファイル</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="191" />
        <source>Directory for scratch files</source>
        <translation>一時ファイルのディレクトリ</translation>
    </message>
</context>
<context>
    <name>iolens::ui::DistributionPlot</name>
    <message>
        <location filename="../../ui/distributionplot.cpp" line="30" />
        <source>Boxes span the middle half of the repetitions (quartiles) with the median as a line; whiskers reach 1.5 × the box; every run is a dot. Wide boxes or stray dots mean noise: compare with the 99.9 % error in the table.</source>
        <translation>箱は繰り返しの中央 50 %（四分位）、線は中央値、ひげは箱の 1.5 倍まで、点は各実行。箱が広い・点が離れているのはノイズ：表の 99.9 % 誤差と比べてください。</translation>
    </message>
    <message>
        <location filename="../../ui/distributionplot.cpp" line="47" />
        <source>quartiles and median</source>
        <translation>四分位と中央値</translation>
    </message>
    <message>
        <location filename="../../ui/distributionplot.cpp" line="59" />
        <source>one repetition</source>
        <translation>1 回の実行</translation>
    </message>
    <message>
        <location filename="../../ui/distributionplot.cpp" line="103" />
        <source>Wall time per repetition [%1]</source>
        <translation>1 回あたりの経過時間 [%1]</translation>
    </message>
    <message>
        <location filename="../../ui/distributionplot.cpp" line="132" />
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 runs: median %3, min %4, max %5&lt;br&gt;mean %6 ± %7 (99.9 %), CV %8 %</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 回: 中央値 %3、最小 %4、最大 %5&lt;br&gt;平均 %6 ± %7 (99.9 %)、変動係数 %8 %</translation>
    </message>
<message>
        <location filename="../../ui/distributionplot.h" line="13" />
        <source>Distribution</source>
        <translation>分布</translation>
    </message>
</context>
<context>
    <name>iolens::ui::GenerateDialog</name>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="33" />
        <source>Generate test file</source>
        <translation>テストファイルの生成</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="34" />
        <source>Random bytes (copy)</source>
        <translation>ランダムなバイト（コピー用）</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="35" />
        <source>Text lines (read, lookup)</source>
        <translation>テキスト行（読み込み・検索用）</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="36" />
        <source>Zeros, allocated</source>
        <translation>ゼロ（領域確保あり）</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="37" />
        <source>Sparse (a hole, like the article's setLength)</source>
        <translation>スパース（記事の setLength と同じ穴）</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="38" />
        <source>Bytes, or with K/M/G meaning KiB/MiB/GiB: 64M = 67108864 bytes</source>
        <translation>バイト数、または K/M/G（KiB/MiB/GiB）: 64M = 67108864 バイト</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="41" />
        <source> bytes</source>
        <translation> バイト</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="42" />
        <source>ASCII</source>
        <translation>ASCII</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="43" />
        <source>UTF-8 with Japanese and Korean</source>
        <translation>日本語・韓国語を含む UTF-8</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="48" />
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="55" />
        <source>Generate</source>
        <translation>生成</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="58" />
        <source>Kind:</source>
        <translation>種類:</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="59" />
        <source>Size:</source>
        <translation>サイズ:</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="60" />
        <source>Average line length:</source>
        <translation>平均行長:</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="61" />
        <source>Characters:</source>
        <translation>文字:</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="62" />
        <source>File:</source>
        <translation>ファイル:</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="97" />
        <source>Test file</source>
        <translation>テストファイル</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="107" />
        <source>'%1' is not a size: use bytes or K/M/G (KiB/MiB/GiB), e.g. 64M.</source>
        <translation>'%1' はサイズではありません。バイト数か K/M/G（KiB/MiB/GiB）を使ってください（例: 64M）。</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="115" />
        <source>'%1' exists. Replace it?</source>
        <translation>'%1' は既に存在します。置き換えますか？</translation>
    </message>
</context>
<context>
    <name>iolens::ui::HotspotView</name>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="44" />
        <location filename="../../ui/hotspotview.cpp" line="117" />
        <source>Run v1–v4</source>
        <translation>v1–v4 を実行</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="49" />
        <source>iterations: </source>
        <translation>反復: </translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="50" />
        <source>The article ran 10,000; v1 then takes minutes on a slow disk.</source>
        <translation>記事では 10,000 回。遅いディスクでは v1 に数分かかります。</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="51" />
        <source>scenario.csv-merge (article 004)</source>
        <translation>scenario.csv-merge（記事 004）</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="81" />
        <source>1 total</source>
        <translation>1 全体</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="82" />
        <source>2 print</source>
        <translation>2 出力</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="82" />
        <source>3 read test1</source>
        <translation>3 test1 読み込み</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="83" />
        <source>4 write</source>
        <translation>4 書き込み</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="83" />
        <source>5 read test2</source>
        <translation>5 test2 読み込み</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="84" />
        <source>6 write</source>
        <translation>6 書き込み</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="84" />
        <source>7 open</source>
        <translation>7 オープン</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="85" />
        <source>8 close</source>
        <translation>8 クローズ</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="95" />
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="153" />
        <source>Stopwatch</source>
        <translation>ストップウォッチ</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="155" />
        <source>%1 [ms]</source>
        <translation>%1 [ms]</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="156" />
        <source>article v1 [ms]</source>
        <translation>記事 v1 [ms]</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="159" />
        <source>Article 004's measurement before any fix: 10,000 iterations, in ms</source>
        <translation>記事 004 の改善前の計測: 10,000 回、ミリ秒</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="210" />
        <source>Stopwatch section</source>
        <translation>ストップウォッチ区間</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="211" />
        <source>Total time [ms] (log scale)</source>
        <translation>合計時間 [ms]（対数）</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="219" />
        <source>Press "Run v1–v4" to run article 004's program in its four variants.</source>
        <translation>「v1–v4 を実行」で記事 004 のプログラムを 4 つの版で実行します。</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="220" />
        <source>StopwatchUtil sections: 1 total, 2 print, 3 read test1, 4 write, 5 read test2, 6 write, 7 open, 8 close. v2 merges the two writes, v3 opens the writer once, v4 indexes the reads too. Log scale: each step removes a hotspot.</source>
        <translation>StopwatchUtil の区間: 1 全体、2 出力、3 test1 読み込み、4 書き込み、5 test2 読み込み、6 書き込み、7 オープン、8 クローズ。v2 は 2 回の書き込みをまとめ、v3 はライターを 1 回だけ開き、v4 は読み込みも索引化。対数軸：各段階でホットスポットが 1 つ消えます。</translation>
    </message>
<message>
        <location filename="../../ui/hotspotview.h" line="24" />
        <source>Hotspot</source>
        <translation>ホットスポット</translation>
    </message>
</context>
<context>
    <name>iolens::ui::LessonPane</name>
    <message>
        <location filename="../../ui/lessonpane.cpp" line="36" />
        <source>&lt;h3&gt;Lessons&lt;/h3&gt;&lt;p&gt;Select a strategy in the list, the table or a plot to read what it does, what it costs and what the source articles measured.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;解説&lt;/h3&gt;&lt;p&gt;一覧・表・グラフで戦略を選ぶと、その動作、コスト、元記事の計測結果が表示されます。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/lessonpane.cpp" line="43" />
        <source>family %1</source>
        <translation>ファミリー %1</translation>
    </message>
    <message>
        <location filename="../../ui/lessonpane.cpp" line="48" />
        <source>What it does</source>
        <translation>何をするか</translation>
    </message>
    <message>
        <location filename="../../ui/lessonpane.cpp" line="49" />
        <source>Java API it mirrors</source>
        <translation>対応する Java API</translation>
    </message>
    <message>
        <location filename="../../ui/lessonpane.cpp" line="50" />
        <source>Cost model</source>
        <translation>コストモデル</translation>
    </message>
    <message>
        <location filename="../../ui/lessonpane.cpp" line="51" />
        <source>How it is timed</source>
        <translation>計測方法</translation>
    </message>
    <message>
        <location filename="../../ui/lessonpane.cpp" line="53" />
        <source>Not available here</source>
        <translation>この環境では使えません</translation>
    </message>
    <message>
        <location filename="../../ui/lessonpane.cpp" line="55" />
        <source>What the article measured</source>
        <translation>記事の計測結果</translation>
    </message>
    <message>
        <location filename="../../ui/lessonpane.cpp" line="60" />
        <source>How iolens does it</source>
        <translation>iolens での実装</translation>
    </message>
</context>
<context>
    <name>iolens::ui::MainWindow</name>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="66" />
        <source>iolens — where does the I/O time go?</source>
        <translation>iolens — I/O の時間はどこへ消える？</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="192" />
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="193" />
        <source>Generate test file…</source>
        <translation>テストファイルの生成…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="195" />
        <source>&amp;Open session…</source>
        <translation>セッションを開く(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="197" />
        <source>&amp;Save session…</source>
        <translation>セッションを保存(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="199" />
        <source>&amp;Compare with session…</source>
        <translation>セッションと比較(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="201" />
        <source>Export table as CSV…</source>
        <translation>表を CSV で書き出し…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="202" />
        <source>Export table as JSON…</source>
        <translation>表を JSON で書き出し…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="203" />
        <source>Export plot as PNG/PDF…</source>
        <translation>グラフを PNG/PDF で書き出し…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="205" />
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="208" />
        <location filename="../../ui/mainwindow.cpp" line="209" />
        <source>&amp;Run</source>
        <translation>実行(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="216" />
        <source>Run the checked strategies (Ctrl+R)</source>
        <translation>チェックした戦略を実行 (Ctrl+R)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="217" />
        <source>&amp;Cancel</source>
        <translation>キャンセル(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="226" />
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="228" />
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="231" />
        <source>System default</source>
        <translation>システムの既定</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="240" />
        <source>The language changes the next time iolens starts.</source>
        <translation>言語は次回 iolens を起動したときに変わります。</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="244" />
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="245" />
        <source>&amp;About iolens</source>
        <translation>iolens について(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="246" />
        <source>About iolens</source>
        <translation>iolens について</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="247" />
        <source>&lt;h3&gt;iolens %1&lt;/h3&gt;&lt;p&gt;Runs many ways of copying, reading and writing a file, times every phase with stopwatches and shows where the time goes.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;iolens %1&lt;/h3&gt;&lt;p&gt;ファイルのコピー・読み込み・書き込みを多くの方法で実行し、各フェーズをストップウォッチで計測して、時間がどこで使われているかを示します。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="252" />
        <source>Main</source>
        <translation>メイン</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="267" />
        <source>Pages</source>
        <translation>ページ</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="517" />
        <location filename="../../ui/mainwindow.cpp" line="532" />
        <source>Open session</source>
        <translation>セッションを開く</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="517" />
        <location filename="../../ui/mainwindow.cpp" line="547" />
        <source>iolens sessions (*.json);;All files (*)</source>
        <translation>iolens セッション (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="543" />
        <location filename="../../ui/mainwindow.cpp" line="559" />
        <source>Compare</source>
        <translation>比較</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="543" />
        <source>Run or open a session first: it becomes the "after" side.</source>
        <translation>先に実行するかセッションを開いてください。それが「変更後」になります。</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="547" />
        <source>Session to compare against (before)</source>
        <translation>比較するセッション（変更前）</translation>
    </message>
    </context>
<context>
    <name>iolens::ui::MetricPlot</name>
    <message>
        <location filename="../../ui/metricplot.cpp" line="20" />
        <source>File bytes divided by the median wall time. MiB = 2^20 bytes.</source>
        <translation>ファイルのバイト数 ÷ 経過時間の中央値。MiB = 2^20 バイト。</translation>
    </message>
    <message>
        <location filename="../../ui/metricplot.cpp" line="21" />
        <source>Read- and write-class system calls of the median run, from /proc/thread-self/io (log scale): each call costs a kernel entry, so fewer calls usually means faster.</source>
        <translation>中央値の実行での読み書き系システムコール数（/proc/thread-self/io、対数軸）。呼び出しごとにカーネルに入るので、呼び出しが少ないほど速いのが普通です。</translation>
    </message>
    <message>
        <location filename="../../ui/metricplot.cpp" line="27" />
        <source>Throughput</source>
        <translation>スループット</translation>
    </message>
    <message>
        <location filename="../../ui/metricplot.cpp" line="27" />
        <source>Calls</source>
        <translation>呼び出し</translation>
    </message>
    <message>
        <location filename="../../ui/metricplot.cpp" line="67" />
        <source>System calls per run (median run, log scale)</source>
        <translation>1 回あたりのシステムコール（中央値の実行、対数）</translation>
    </message>
    <message>
        <location filename="../../ui/metricplot.cpp" line="74" />
        <source>Throughput [MiB/s] (MiB = 2^20 bytes)</source>
        <translation>スループット [MiB/s]（MiB = 2^20 バイト）</translation>
    </message>
    <message>
        <location filename="../../ui/metricplot.cpp" line="107" />
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 MiB/s (median %3)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 MiB/s（中央値 %3）</translation>
    </message>
    <message>
        <location filename="../../ui/metricplot.cpp" line="110" />
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 system calls in the median run</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;中央値の実行でシステムコール %2 回</translation>
    </message>
</context>
<context>
    <name>iolens::ui::PhasesPlot</name>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="19" />
        <source>Logarithmic time axis</source>
        <translation>時間軸を対数にする</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="24" />
        <source>Each bar is one strategy; each segment the median time of one phase over the repetitions. Phases of worker threads are summed, so a parallel strategy's bar can be longer than its wall time.</source>
        <translation>棒が 1 つの戦略、区切りが各フェーズの時間（繰り返しの中央値）。ワーカースレッドのフェーズは合算されるので、並列戦略の棒は経過時間より長くなることがあります。</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="115" />
        <source>Median time per phase [%1]</source>
        <translation>フェーズごとの時間の中央値 [%1]</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="160" />
        <source>median wall time %1, %2 runs</source>
        <translation>経過時間の中央値 %1、%2 回</translation>
    </message>
<message>
        <location filename="../../ui/phasesplot.h" line="17" />
        <source>Phases</source>
        <translation>フェーズ</translation>
    </message>
</context>
<context>
    <name>iolens::ui::PlotView</name>
    <message>
        <location filename="../../ui/plotview.cpp" line="75" />
        <source>Cannot export to '%1': choose a file name ending in .png or .pdf.</source>
        <translation>'%1' に書き出せません: .png か .pdf で終わる名前にしてください。</translation>
    </message>
    <message>
        <location filename="../../ui/plotview.cpp" line="98" />
        <source>Could not write '%1'.</source>
        <translation>'%1' に書き込めませんでした。</translation>
    </message>
</context>
<context>
    <name>iolens::ui::ResultsModel</name>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="186" />
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="186" />
        <source>NO</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="224" />
        <source>99.9 % confidence half-width of the mean (Student t), as JMH's "Error"</source>
        <translation>平均の 99.9 % 信頼区間の半幅（Student t）、JMH の "Error" と同じ</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="226" />
        <source>Speed-up against %1: its median divided by this median (&gt; 1 is faster)</source>
        <translation>%1 に対する速度向上: その中央値 ÷ この中央値（1 より大きければ速い）</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="243" />
        <source>System calls of the median run (read-class + write-class, /proc/thread-self/io)</source>
        <translation>中央値の実行のシステムコール（読み込み系 + 書き込み系、/proc/thread-self/io）</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="245" />
        <source>Bytes passed through read and write calls in the median run (rchar + wchar)</source>
        <translation>中央値の実行で read/write を通ったバイト数（rchar + wchar）</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="247" />
        <source>Growth of resident memory during the median run</source>
        <translation>中央値の実行中の常駐メモリの増加</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="249" />
        <source>File bytes / median wall time; MiB = 2^20 bytes</source>
        <translation>ファイルのバイト数 / 経過時間の中央値、MiB = 2^20 バイト</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="252" />
        <source>CPU time of the median run's threads (and child processes). The kernel splits a thread's CPU time into user and system by timer ticks, so a short run can show 0 in one of them.</source>
        <translation>中央値の実行のスレッド（と子プロセス）の CPU 時間。カーネルはスレッドの CPU 時間をタイマー割り込みの刻みでユーザーとシステムに分けるため、短い実行では片方が 0 になることがあります。</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="255" />
        <source>What this family measures beyond time, median over the runs: detection latency and missed events (watch), bytes transferred and requests (net), the tool's own figures (ext)</source>
        <translation>時間以外にこのファミリーが測るもの（実行の中央値）：検出遅延と見逃したイベント（watch）、転送バイト数とリクエスト数（net）、ツール自身の数値（ext）</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="265" />
        <source>Strategy</source>
        <translation>戦略</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="267" />
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="269" />
        <source>Median</source>
        <translation>中央値</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="271" />
        <source>Error (99.9 %)</source>
        <translation>誤差 (99.9 %)</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="273" />
        <source>MiB/s</source>
        <translation>MiB/s</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="275" />
        <source>Calls</source>
        <translation>呼び出し</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="277" />
        <source>I/O bytes</source>
        <translation>I/O バイト</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="279" />
        <source>CPU user</source>
        <translation>CPU ユーザー</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="281" />
        <source>CPU sys</source>
        <translation>CPU システム</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="283" />
        <source>Page faults</source>
        <translation>ページフォールト</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="285" />
        <source>Peak RSS +</source>
        <translation>RSS ピーク増</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="287" />
        <source>Verified</source>
        <translation>検証</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="289" />
        <source>× vs baseline</source>
        <translation>基準比 ×</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="291" />
        <source>Figures</source>
        <translation>指標</translation>
    </message>
</context>
<context>
    <name>iolens::ui::StrategyTree</name>
    <message>
        <location filename="../../ui/strategytree.cpp" line="52" />
        <source>Strategy</source>
        <translation>戦略</translation>
    </message>
    <message>
        <location filename="../../ui/strategytree.cpp" line="52" />
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <location filename="../../ui/strategytree.cpp" line="82" />
        <source>Unsupported here: %1</source>
        <translation>この環境では非対応: %1</translation>
    </message>
    <message>
        <location filename="../../ui/strategytree.cpp" line="92" />
        <source>%1 (%2 … %3)</source>
        <translation>%1（%2 … %3）</translation>
    </message>
    <message>
        <location filename="../../ui/strategytree.cpp" line="187" />
        <source>%1 must lie between %2 and %3.</source>
        <translation>%1 は %2 から %3 の間にしてください。</translation>
    </message>
</context>
<context>
    <name>iolens::ui::SweepView</name>
    <message>
        <location filename="../../ui/sweepview.cpp" line="44" />
        <location filename="../../ui/sweepview.cpp" line="74" />
        <source>Run sweep</source>
        <translation>スイープ実行</translation>
    </message>
    <message>
        <location filename="../../ui/sweepview.cpp" line="53" />
        <source>reps: </source>
        <translation>回数: </translation>
    </message>
    <message>
        <location filename="../../ui/sweepview.cpp" line="54" />
        <source>Strategy:</source>
        <translation>戦略:</translation>
    </message>
    <message>
        <location filename="../../ui/sweepview.cpp" line="56" />
        <source>buffer from</source>
        <translation>バッファ</translation>
    </message>
    <message>
        <location filename="../../ui/sweepview.cpp" line="58" />
        <source>to</source>
        <translation>から</translation>
    </message>
    <message>
        <location filename="../../ui/sweepview.cpp" line="71" />
        <source>Cancel sweep</source>
        <translation>スイープを中止</translation>
    </message>
    <message>
        <location filename="../../ui/sweepview.cpp" line="73" />
        <source>Cancel sweep (%1 %)</source>
        <translation>スイープを中止 (%1 %)</translation>
    </message>
    <message>
        <location filename="../../ui/sweepview.cpp" line="78" />
        <source>Throughput of one strategy per buffer size (median of the repetitions; MiB = 2^20 bytes). Tiny buffers pay one system call per few bytes; past a few hundred KiB the curve flattens. A 1-byte sweep of a large file takes minutes.</source>
        <translation>1 つの戦略のバッファサイズごとのスループット（繰り返しの中央値、MiB = 2^20 バイト）。小さなバッファは数バイトごとにシステムコールを払い、数百 KiB を超えると曲線は平らになります。大きなファイルを 1 バイトからスイープすると数分かかります。</translation>
    </message>
    <message>
        <location filename="../../ui/sweepview.cpp" line="121" />
        <source>Choose a range whose end is not below its start.</source>
        <translation>終わりが始まりより小さくない範囲を選んでください。</translation>
    </message>
    <message>
        <location filename="../../ui/sweepview.cpp" line="157" />
        <source>throughput</source>
        <translation>スループット</translation>
    </message>
    <message>
        <location filename="../../ui/sweepview.cpp" line="163" />
        <source>Buffer size [bytes] (log2 axis)</source>
        <translation>バッファサイズ [バイト]（log2 軸）</translation>
    </message>
    <message>
        <location filename="../../ui/sweepview.cpp" line="165" />
        <source>Throughput [MiB/s] (MiB = 2^20 bytes)</source>
        <translation>スループット [MiB/s]（MiB = 2^20 バイト）</translation>
    </message>
    <message>
        <location filename="../../ui/sweepview.cpp" line="190" />
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 MiB/s, median %3, %4 calls</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 MiB/s、中央値 %3、呼び出し %4 回</translation>
    </message>
<message>
        <location filename="../../ui/sweepview.h" line="22" />
        <source>Buffer sweep</source>
        <translation>バッファスイープ</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TimelinePlot</name>
    <message>
        <location filename="../../ui/timelineplot.cpp" line="32" />
        <source>Reset zoom</source>
        <translation>ズームをリセット</translation>
    </message>
    <message>
        <location filename="../../ui/timelineplot.cpp" line="58" />
        <source>Run something to see its threads.</source>
        <translation>実行するとスレッドが表示されます。</translation>
    </message>
    <message>
        <location filename="../../ui/timelineplot.cpp" line="82" />
        <source>&lt;b&gt;%1&lt;/b&gt; — median run %2 of %3, wall time %4, %5 thread(s)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — 中央値の実行 %2/%3、経過時間 %4、スレッド %5</translation>
    </message>
    <message>
        <location filename="../../ui/timelineplot.cpp" line="90" />
        <source>One lane per thread of the median run, each phase interval where it happened. Gaps are time in no timed phase: the loop's own work, or the thread waiting for a CPU. Where intervals share a pixel, its height is split by each phase's share of that time; zoom in (wheel) to separate them. The dashed line is the run's wall time.</source>
        <translation>中央値の実行のスレッドごとに 1 レーン、各フェーズの区間を起きた時刻に描きます。隙間は計測対象外の時間（ループ自体の処理、または CPU 待ち）です。1 ピクセルに複数の区間が重なる場合は、その時間に占める各フェーズの割合で高さを分けます。ホイールで拡大すると分かれて見えます。破線は実行の経過時間です。</translation>
    </message>
    <message>
        <location filename="../../ui/timelineplot.cpp" line="97" />
        <source>Each thread keeps its first %1 intervals; %2 later ones are in the totals but not drawn.</source>
        <translation>各スレッドは最初の %1 区間を保持します。それ以降の %2 区間は合計には含まれますが描画されません。</translation>
    </message>
    <message>
        <location filename="../../ui/timelineplot.cpp" line="103" />
        <source>This run has no recorded intervals (an older report or the uninstrumented build): each lane shows that thread's total time per phase as consecutive segments, in phase order. The dashed line is the run's wall time; lanes that add up to more than it ran in parallel.</source>
        <translation>この実行には区間の記録がありません（古いレポートか計測なしビルド）。各レーンはスレッドのフェーズごとの合計時間をフェーズ順に並べて示します。破線は実行の経過時間で、それを超えるレーンは並列に動いていました。</translation>
    </message>
    <message>
        <location filename="../../ui/timelineplot.cpp" line="180" />
        <source>thread %1</source>
        <translation>スレッド %1</translation>
    </message>
    <message>
        <location filename="../../ui/timelineplot.cpp" line="191" />
        <source>Time into the run [%1]</source>
        <translation>実行開始からの時間 [%1]</translation>
    </message>
    <message>
        <location filename="../../ui/timelineplot.cpp" line="212" />
        <source>&lt;b&gt;thread %1: %2&lt;/b&gt;&lt;br&gt;%3 from %4 to %5</source>
        <translation>&lt;b&gt;スレッド %1: %2&lt;/b&gt;&lt;br&gt;%3（%4 から %5）</translation>
    </message>
    <message>
        <location filename="../../ui/timelineplot.cpp" line="235" />
        <source>&lt;b&gt;thread %1: %2&lt;/b&gt;&lt;br&gt;%3 in %4 calls, %5</source>
        <translation>&lt;b&gt;スレッド %1: %2&lt;/b&gt;&lt;br&gt;%3、呼び出し %4 回、%5</translation>
    </message>
<message>
        <location filename="../../ui/timelineplot.h" line="19" />
        <source>Timeline</source>
        <translation>タイムライン</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TraceCompareModel</name>
    <message>
        <location filename="../../ui/trace/tracecomparemodel.cpp" line="101" />
        <source>new</source>
        <translation>新規</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracecomparemodel.cpp" line="103" />
        <source>gone</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracecomparemodel.cpp" line="106" />
        <source>%1× faster</source>
        <translation>%1 倍速い</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracecomparemodel.cpp" line="107" />
        <source>%1× slower</source>
        <translation>%1 倍遅い</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracecomparemodel.cpp" line="119" />
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracecomparemodel.cpp" line="121" />
        <source>Call</source>
        <translation>呼び出し</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracecomparemodel.cpp" line="123" />
        <source>Calls before</source>
        <translation>呼び出し数（前）</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracecomparemodel.cpp" line="125" />
        <source>Calls after</source>
        <translation>呼び出し数（後）</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracecomparemodel.cpp" line="127" />
        <source>Time before</source>
        <translation>時間（前）</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracecomparemodel.cpp" line="129" />
        <source>Time after</source>
        <translation>時間（後）</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracecomparemodel.cpp" line="131" />
        <source>Change</source>
        <translation>変化</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TraceController</name>
    <message>
        <location filename="../../ui/trace/tracecontroller.cpp" line="52" />
        <source>The trace could not be read.</source>
        <translation>トレースを読み込めませんでした。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracecontroller.cpp" line="56" />
        <source>The trace failed for an unknown reason.</source>
        <translation>不明な理由でトレースに失敗しました。</translation>
    </message>
<message>
        <location filename="../../ui/trace/tracejob.cpp" line="33" />
        <source>Cancelled before %1 had started: there is nothing to show.</source>
        <translation>%1 が始まる前にキャンセルされたため、表示するものはありません。</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TraceFileModel</name>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="193" />
        <source>Time inside this file's I/O calls, summed over threads</source>
        <translation>このファイルの I/O 呼び出しの中で費やした時間（全スレッドの合計）</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="196" />
        <source>Size range (histogram bucket) of the smallest or largest call that moved data</source>
        <translation>データを移動した呼び出しのうち最小または最大のもののサイズ範囲（ヒストグラムの区間）</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="205" />
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="207" />
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="209" />
        <source>Process</source>
        <translation>プロセス</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="211" />
        <source>Opens</source>
        <translation>オープン</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="213" />
        <source>Calls</source>
        <translation>呼び出し</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="215" />
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="217" />
        <source>Read</source>
        <translation>読み込み</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="219" />
        <source>Written</source>
        <translation>書き込み</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="221" />
        <source>Smallest call</source>
        <translation>最小の呼び出し</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="223" />
        <source>Largest call</source>
        <translation>最大の呼び出し</translation>
    </message>
<message>
        <location filename="../../ui/trace/traceformat.cpp" line="148" />
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceformat.cpp" line="150" />
        <source>file</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceformat.cpp" line="152" />
        <source>directory</source>
        <translation>ディレクトリ</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceformat.cpp" line="154" />
        <source>socket</source>
        <translation>ソケット</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceformat.cpp" line="156" />
        <source>pipe</source>
        <translation>パイプ</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceformat.cpp" line="158" />
        <source>terminal</source>
        <translation>端末</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceformat.cpp" line="160" />
        <source>device</source>
        <translation>デバイス</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceformat.cpp" line="162" />
        <source>other</source>
        <translation>その他</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceformat.cpp" line="164" />
        <source>missing</source>
        <translation>存在しない</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TraceFindingsPane</name>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="19" />
        <source>Try the fix on this file</source>
        <translation>このファイルで修正を試す</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="23" />
        <source>&lt;b&gt;Findings&lt;/b&gt;</source>
        <translation>&lt;b&gt;見つかったパターン&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="33" />
        <source>Runs the strategies that show this pattern and its fix on the traced file, on the Strategies page</source>
        <translation>このパターンとその修正を示す戦略を、トレースしたファイルに対して「戦略」ページで実行します</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="92" />
        <source>&lt;p&gt;Choose a program and press Run. iolens then names the patterns that cost it time (one-byte calls, a file reopened per record, …) and the strategies that show the fix.&lt;/p&gt;</source>
        <translation>&lt;p&gt;プログラムを選んで「実行」を押してください。iolens は時間を食っているパターン（1 バイトずつの呼び出し、レコードごとに開き直されるファイルなど）と、その修正を示す戦略を挙げます。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="96" />
        <source>&lt;p&gt;No pattern found: none of the known slow patterns explains a noticeable share of this program's time.&lt;/p&gt;</source>
        <translation>&lt;p&gt;パターンは見つかりませんでした。既知の遅いパターンのどれも、このプログラムの時間の目立った割合を説明しません。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="102" />
        <source>&lt;p&gt;&lt;b&gt;File:&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;ファイル：&lt;/b&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="103" />
        <source>&lt;p&gt;&lt;b&gt;Evidence:&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;根拠：&lt;/b&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="104" />
        <source>&lt;p&gt;&lt;b&gt;Share:&lt;/b&gt; these calls account for %1 % of the process's wall time.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;割合：&lt;/b&gt;これらの呼び出しがプロセスの経過時間の %1 % を占めます。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="107" />
        <source>&lt;p&gt;&lt;b&gt;Stopwatch zone:&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;ストップウォッチ区間：&lt;/b&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="112" />
        <source>&lt;p&gt;&lt;b&gt;Call sites:&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;呼び出し箇所：&lt;/b&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="114" />
        <source>&lt;p&gt;&lt;b&gt;Lesson:&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;教訓：&lt;/b&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="119" />
        <source>&lt;p&gt;&lt;b&gt;Strategies to try:&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;試す戦略：&lt;/b&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="140" />
        <source>%1 no longer exists, so the fix cannot be tried on it: run the program again, or choose a similar file on the Strategies page.</source>
        <translation>%1 はもう存在しないため、そのファイルで修正を試せません。プログラムをもう一度実行するか、「戦略」ページで似たファイルを選んでください。</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TracePage</name>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="81" />
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="82" />
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="83" />
        <source>Open trace…</source>
        <translation>トレースを開く…</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="84" />
        <source>Save trace…</source>
        <translation>トレースを保存…</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="85" />
        <source>Compare with trace…</source>
        <translation>トレースと比較…</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="116" />
        <source>a program in $PATH or its path, e.g. python3</source>
        <translation>$PATH にあるプログラムかそのパス（例：python3）</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="117" />
        <source>split like a shell would: 'quoted words' stay together; nothing is expanded</source>
        <translation>シェルと同じように分割します。'引用符で囲んだ語' はまとまったまま、展開は一切しません</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="118" />
        <source>the current directory</source>
        <translation>現在のディレクトリ</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="121" />
        <location filename="../../ui/trace/tracepage.cpp" line="123" />
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="128" />
        <source>Recent:</source>
        <translation>最近：</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="134" />
        <source>Program:</source>
        <translation>プログラム：</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="135" />
        <source>Arguments:</source>
        <translation>引数：</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="136" />
        <source>Working directory:</source>
        <translation>作業ディレクトリ：</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="139" />
        <source>Run the program under iolens' tracing library and show where its I/O time goes</source>
        <translation>iolens のトレースライブラリの下でプログラムを実行し、I/O の時間がどこで使われているかを示します</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="145" />
        <source>Compare a saved trace (before a fix) with the one shown (after), per file and call</source>
        <translation>保存したトレース（修正前）と表示中のトレース（修正後）を、ファイルと呼び出しごとに比較します</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="166" />
        <source>Call sites</source>
        <translation>呼び出し箇所</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="168" />
        <source>Stopwatch zones</source>
        <translation>ストップウォッチ区間</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="171" />
        <source>Processes</source>
        <translation>プロセス</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="173" />
        <location filename="../../ui/trace/tracepage.cpp" line="368" />
        <source>Notices (%1)</source>
        <translation>お知らせ（%1）</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="216" />
        <source>Choose a program and press Run: iolens runs it unchanged, records every file and socket call it makes (and its children's), and shows where the time went.</source>
        <translation>プログラムを選んで「実行」を押してください。iolens はそれを変更せずに実行し、そのプログラム（と子プロセス）のファイルとソケットの呼び出しをすべて記録して、時間がどこで使われたかを示します。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="240" />
        <source>Choose a program to trace first.</source>
        <translation>先にトレースするプログラムを選んでください。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="251" />
        <source>The working directory '%1' does not exist or is not a directory.</source>
        <translation>作業ディレクトリ '%1' が存在しないか、ディレクトリではありません。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="266" />
        <source>Tracing %1 …</source>
        <translation>%1 をトレース中…</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="276" />
        <source>Cancelling: the program gets SIGTERM, then SIGKILL; what it did so far is still shown.</source>
        <translation>キャンセル中：プログラムに SIGTERM、次に SIGKILL を送ります。それまでに行ったことは表示されます。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="309" />
        <source>calls %1 · %2 · files %3 · processes %4 · %5</source>
        <translation>呼び出し %1 · %2 · ファイル %3 · プロセス %4 · %5</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="348" />
        <source>was killed by signal %1</source>
        <translation>はシグナル %1 で強制終了されました</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="350" />
        <source>exited with status %1</source>
        <translation>は終了ステータス %1 で終了しました</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="355" />
        <source>%1 %2 after %3: %4 files, %5 findings.</source>
        <translation>%1 %2（%3 後）：ファイル %4 個、見つかったパターン %5 個。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="374" />
        <source>%1 notices on what the tracing could not see: see the Notices tab.</source>
        <translation>トレースで見えなかったことについてのお知らせが %1 件あります。「お知らせ」タブを見てください。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="417" />
        <source>Program to trace</source>
        <translation>トレースするプログラム</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="424" />
        <source>Working directory</source>
        <translation>作業ディレクトリ</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="439" />
        <source>%1
in %2</source>
        <translation>%1
（%2 で）</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="457" />
        <source>There is no trace to save yet: run a program first.</source>
        <translation>保存するトレースがまだありません。先にプログラムを実行してください。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="461" />
        <source>Cannot write '%1': %2.</source>
        <translation>'%1' に書き込めません: %2。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="478" />
        <source>Run or open a trace first: it becomes the "after" side.</source>
        <translation>先にトレースを実行するか開いてください。それが「後」の側になります。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="488" />
        <source>Compare traces: %1 (before) and the current trace (after)</source>
        <translation>トレースの比較：%1（前）と現在のトレース（後）</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="498" />
        <source>Per file and call kind, processes merged: what the fix changed.</source>
        <translation>ファイルと呼び出しの種類ごと（プロセスはまとめて）：修正で何が変わったか。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="509" />
        <location filename="../../ui/trace/tracepage.cpp" line="514" />
        <source>Save trace</source>
        <translation>トレースを保存</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="509" />
        <source>iolens traces (*.json)</source>
        <translation>iolens のトレース (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="520" />
        <location filename="../../ui/trace/tracepage.cpp" line="525" />
        <source>Open trace</source>
        <translation>トレースを開く</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="520" />
        <location filename="../../ui/trace/tracepage.cpp" line="531" />
        <source>iolens traces (*.json);;All files (*)</source>
        <translation>iolens のトレース (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="531" />
        <source>Trace to compare against (before)</source>
        <translation>比較対象のトレース（前）</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="536" />
        <source>Compare traces</source>
        <translation>トレースの比較</translation>
    </message>
<message>
        <location filename="../../ui/trace/argsplit.cpp" line="35" />
        <source>The arguments end with a lone backslash: nothing follows it to escape.</source>
        <translation>引数が単独のバックスラッシュで終わっています。その後にエスケープする文字がありません。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/argsplit.cpp" line="46" />
        <source>The arguments have a ' at position %1 that is never closed.</source>
        <translation>引数の %1 文字目の ' が閉じられていません。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/argsplit.cpp" line="66" />
        <source>The arguments have a " at position %1 that is never closed.</source>
        <translation>引数の %1 文字目の " が閉じられていません。</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TracePhasesPlot</name>
    <message>
        <location filename="../../ui/trace/tracephasesplot.cpp" line="35" />
        <source>Each bar is one file as one process saw it; each segment the time inside one kind of call. Time of all threads is summed. Click a bar to select its file.</source>
        <translation>各バーは 1 つのプロセスから見た 1 つのファイル、各区分は 1 種類の呼び出しの中の時間です。全スレッドの時間を合計しています。バーをクリックするとそのファイルを選びます。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracephasesplot.cpp" line="52" />
        <source>The program made no file I/O calls that iolens could see.</source>
        <translation>このプログラムは iolens に見えるファイル I/O 呼び出しをしませんでした。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracephasesplot.cpp" line="53" />
        <source>Time in calls [ms]</source>
        <translation>呼び出しの中の時間 [ms]</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracephasesplot.cpp" line="118" />
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracephasesplot.cpp" line="119" />
        <source>Time in calls [%1]</source>
        <translation>呼び出しの中の時間 [%1]</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracephasesplot.cpp" line="147" />
        <source>%1 in %2 calls</source>
        <translation>%2 回の呼び出しで %1</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracephasesplot.cpp" line="157" />
        <source>%1: %2 calls, %3 (%4 %)</source>
        <translation>%1：%2 回、%3（%4 %）</translation>
    </message>
<message>
        <location filename="../../ui/trace/tracephasesplot.h" line="13" />
        <source>Phases</source>
        <translation>フェーズ</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TracePlotView</name>
    <message>
        <location filename="../../ui/trace/traceplotview.cpp" line="36" />
        <source>Choose a program and press Run</source>
        <translation>プログラムを選んで「実行」を押してください</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TraceProcessModel</name>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="35" />
        <source>exited %1</source>
        <translation>終了 %1</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="37" />
        <source>killed by signal %1</source>
        <translation>シグナル %1 で強制終了</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="37" />
        <source>ended without exit</source>
        <translation>exit せずに終了</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="39" />
        <source>execed</source>
        <translation>exec した</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="40" />
        <source>still running</source>
        <translation>実行中</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="79" />
        <source>As the kernel counted them (/proc/PID/io), stdio's internal reads and writes included</source>
        <translation>カーネルが数えた値（/proc/PID/io）。stdio の内部の読み書きも含みます</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="117" />
        <source>Process</source>
        <translation>プロセス</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="119" />
        <source>Parent</source>
        <translation>親</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="121" />
        <source>Command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="123" />
        <source>End</source>
        <translation>終わり方</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="125" />
        <source>Wall time</source>
        <translation>経過時間</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="127" />
        <source>In I/O calls</source>
        <translation>I/O 呼び出しの中</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="129" />
        <source>I/O share</source>
        <translation>I/O の割合</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="131" />
        <source>Read system calls</source>
        <translation>read システムコール</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="133" />
        <source>Write system calls</source>
        <translation>write システムコール</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TraceSiteModel</name>
    <message>
        <location filename="../../ui/trace/tracesitemodel.cpp" line="106" />
        <source>Call site</source>
        <translation>呼び出し箇所</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracesitemodel.cpp" line="108" />
        <source>Process</source>
        <translation>プロセス</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracesitemodel.cpp" line="110" />
        <source>Calls</source>
        <translation>呼び出し</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracesitemodel.cpp" line="112" />
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracesitemodel.cpp" line="114" />
        <source>Bytes</source>
        <translation>バイト</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracesitemodel.cpp" line="116" />
        <source>Calls by kind</source>
        <translation>種類別の呼び出し</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TraceSizePlot</name>
    <message>
        <location filename="../../ui/trace/tracesizeplot.cpp" line="16" />
        <source>Bytes moved per call, in power-of-two buckets: a bar in 1 means one-byte calls, the costliest way to move data. The count axis is logarithmic.</source>
        <translation>1 回の呼び出しで移動したバイト数（2 のべき乗の区間）。1 のバーは 1 バイトずつの呼び出しで、データを移動する最も高くつく方法です。回数の軸は対数です。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracesizeplot.cpp" line="24" />
        <source>Bytes per call</source>
        <translation>1 回の呼び出しのバイト数</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracesizeplot.cpp" line="25" />
        <source>Calls (logarithmic)</source>
        <translation>呼び出し回数（対数）</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracesizeplot.cpp" line="43" />
        <source>Select a file in the table to see its call sizes.</source>
        <translation>表でファイルを選ぶと、その呼び出しのサイズが表示されます。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracesizeplot.cpp" line="58" />
        <source>No call on this file moved data (only opens, stats or closes).</source>
        <translation>このファイルではデータを移動した呼び出しはありません（オープン、stat、クローズのみ）。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracesizeplot.cpp" line="101" />
        <source>%1: %2 calls</source>
        <translation>%1：%2 回</translation>
    </message>
<message>
        <location filename="../../ui/trace/tracesizeplot.h" line="14" />
        <source>Call sizes</source>
        <translation>呼び出しのサイズ</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TraceTimelinePlot</name>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="25" />
        <source>Reset zoom</source>
        <translation>ズームをリセット</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="26" />
        <source>Only the selected file</source>
        <translation>選んだファイルだけ</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="52" />
        <source>Time since the program started [ms]</source>
        <translation>プログラム開始からの時間 [ms]</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="54" />
        <source>This trace kept no events for the time line.</source>
        <translation>このトレースにはタイムライン用のイベントがありません。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="94" />
        <source>%1 thread %2</source>
        <translation>%1 スレッド %2</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="146" />
        <source>stopwatch zone</source>
        <translation>ストップウォッチ区間</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="161" />
        <source>Process and thread</source>
        <translation>プロセスとスレッド</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="164" />
        <source>Time since the program started [%1]</source>
        <translation>プログラム開始からの時間 [%1]</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="175" />
        <source>One lane per thread; each interval is one or more consecutive calls of one kind. The dashed line is the program's wall time.</source>
        <translation>スレッドごとに 1 レーン。各区間は同じ種類の 1 回以上の連続した呼び出しです。破線はプログラムの経過時間です。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="179" />
        <source>%1 events not kept: the threads' event logs were full; their calls are in the totals.</source>
        <translation>%1 個のイベントは保持されていません。スレッドのイベントログが一杯でした。それらの呼び出しは合計には含まれています。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="199" />
        <source>&lt;b&gt;zone %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;区間 %1&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="200" />
        <source>&lt;b&gt;%1 × %2&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1 × %2&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="204" />
        <source>%1 from %2</source>
        <translation>%2 から %1</translation>
    </message>
<message>
        <location filename="../../ui/trace/tracetimelineplot.h" line="20" />
        <source>Time line</source>
        <translation>タイムライン</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TraceZoneModel</name>
    <message>
        <location filename="../../ui/trace/tracezonemodel.cpp" line="74" />
        <source>%1 of %2</source>
        <translation>%2 の %1</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracezonemodel.cpp" line="134" />
        <source>Zone</source>
        <translation>区間</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracezonemodel.cpp" line="136" />
        <source>Process</source>
        <translation>プロセス</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracezonemodel.cpp" line="138" />
        <source>Times</source>
        <translation>回数</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracezonemodel.cpp" line="140" />
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracezonemodel.cpp" line="142" />
        <source>In I/O calls</source>
        <translation>I/O 呼び出しの中</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracezonemodel.cpp" line="144" />
        <source>Of which</source>
        <translation>その内訳</translation>
    </message>
</context>
<context>
    <name>iolens::ui::Presets</name>
    <message>
        <location filename="../../ui/presets.cpp" line="40" />
        <source>Article 000: copying a file</source>
        <translation>記事 000: ファイルのコピー</translation>
    </message>
    <message>
        <location filename="../../ui/presets.cpp" line="44" />
        <source>Article 002: reading text</source>
        <translation>記事 002: テキストの読み込み</translation>
    </message>
    <message>
        <location filename="../../ui/presets.cpp" line="48" />
        <source>Article 001: parallel line reading</source>
        <translation>記事 001: 並列の行読み込み</translation>
    </message>
    <message>
        <location filename="../../ui/presets.cpp" line="51" />
        <source>Article 004: the CSV merge</source>
        <translation>記事 004: CSV のマージ</translation>
    </message>
    <message>
        <location filename="../../ui/presets.cpp" line="55" />
        <source>Article 002: watching a file</source>
        <translation>記事 002: ファイルの変更検知</translation>
    </message>
    <message>
        <location filename="../../ui/presets.cpp" line="57" />
        <source>Article 004: server round trips</source>
        <translation>記事 004: サーバーとの往復</translation>
    </message>
    <message>
        <location filename="../../ui/presets.cpp" line="60" />
        <source>Reference tools: cp, cat, dd, wc, fio</source>
        <translation>基準ツール: cp, cat, dd, wc, fio</translation>
    </message>
    <message>
        <location filename="../../ui/presets.cpp" line="64" />
        <source>The articles' Java next to C++</source>
        <translation>記事の Java と C++ の比較</translation>
    </message>
    <message>
        <location filename="../../ui/presets.cpp" line="70" />
        <source>Kernel copies</source>
        <translation>カーネル内コピー</translation>
    </message>
    <message>
        <location filename="../../ui/presets.cpp" line="74" />
        <source>Everything fast</source>
        <translation>速いものすべて</translation>
    </message>
</context>
<context>
    <name>iolens::ui::Session</name>
    <message>
        <location filename="../../ui/session.cpp" line="25" />
        <location filename="../../ui/session.cpp" line="28" />
        <source>Cannot write the session '%1': %2.</source>
        <translation>セッション '%1' を書き込めません: %2。</translation>
    </message>
    <message>
        <location filename="../../ui/session.cpp" line="39" />
        <source>'%1' is not a regular file, so it cannot be an iolens session.</source>
        <translation>'%1' は通常のファイルではないため、iolens のセッションではありえません。</translation>
    </message>
    <message>
        <location filename="../../ui/session.cpp" line="46" />
        <source>'%1' is too large to be an iolens session (%2; the limit is %3).</source>
        <translation>'%1' は iolens のセッションとしては大きすぎます（%2、上限は %3）。</translation>
    </message>
    <message>
        <location filename="../../ui/session.cpp" line="55" />
        <source>Cannot open the session '%1': %2.</source>
        <translation>セッション '%1' を開けません: %2。</translation>
    </message>
    <message>
        <location filename="../../ui/session.cpp" line="65" />
        <source>'%1' is not a valid iolens session: %2</source>
        <translation>'%1' は有効な iolens セッションではありません: %2</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../../app/gui/main.cpp" line="87" />
        <source>Desktop I/O profiler: where does the I/O time go?</source>
        <translation>デスクトップ I/O プロファイラ：I/O の時間はどこに使われているか？</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="91" />
        <source>The file to run strategies on.</source>
        <translation>戦略を実行するファイル。</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="93" />
        <source>Check the strategies of a preset, e.g. "Article 000: copying a file".</source>
        <translation>プリセットの戦略にチェックを入れる（例: "Article 000: copying a file"）。</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="95" />
        <source>Start a run at once.</source>
        <translation>すぐに実行を開始する。</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="97" />
        <source>After the run, save a PNG of the window per plot tab into DIR and quit.</source>
        <translation>実行後、グラフのタブごとにウィンドウの PNG を DIR に保存して終了する。</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="100" />
        <source>Read and write settings in this ini file instead of the user's.</source>
        <translation>ユーザーの設定の代わりにこの ini ファイルで設定を読み書きする。</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="103" />
        <source>After the run, select this strategy (for --screenshot).</source>
        <translation>実行後、この戦略を選択する（--screenshot 用）。</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="106" />
        <source>After the run, also run the CSV-merge scenario with N iterations (for --screenshot).</source>
        <translation>実行後、CSV マージのシナリオも N 回の反復で実行する（--screenshot 用）。</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="110" />
        <source>After the run, also run the default buffer sweep (for --screenshot).</source>
        <translation>実行後、既定のバッファスイープも実行する（--screenshot 用）。</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="112" />
        <source>Show the Trace page and trace this command (split like a shell would).</source>
        <translation>トレースのページを表示し、このコマンドをトレースします（シェルと同じように分割します）。</translation>
    </message>
</context>
<context>
    <name>iolens::ui::StrategiesPage</name>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="409" />
        <location filename="../../ui/mainwindow.cpp" line="413" />
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>解説</translation>
    </message>
    <message>
        <source>run</source>
        <translation>実行</translation>
    </message>
    <message>
        <source>Run failed</source>
        <translation>実行に失敗しました</translation>
    </message>
    <message>
        <source>Generating the demo file…</source>
        <translation>デモファイルを生成中…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="176" />
        <source>Demo file failed: %1</source>
        <translation>デモファイルの生成に失敗: %1</translation>
    </message>
    <message>
        <source>Generated a 64 MiB demo file of random bytes; choose your own file any time.</source>
        <translation>64 MiB のランダムなデモファイルを生成しました。いつでも自分のファイルを選べます。</translation>
    </message>
    <message>
        <source>Strategies</source>
        <translation>戦略</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="333" />
        <location filename="../../ui/mainwindow.cpp" line="341" />
        <location filename="../../ui/mainwindow.cpp" line="345" />
        <source>Try the fix</source>
        <translation>修正を試す</translation>
    </message>
    <message>
        <source>A run is still going: cancel it or wait for it first.</source>
        <translation>まだ実行中です。先にキャンセルするか、終わるまで待ってください。</translation>
    </message>
    <message>
        <source>This build of iolens has none of the strategies the finding suggests (%1).</source>
        <translation>この iolens のビルドには、見つかったパターンが勧める戦略（%1）がどれもありません。</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="409" />
        <source>Choose a file first (or wait for the demo file).</source>
        <translation>先にファイルを選んでください（またはデモファイルを待ってください）。</translation>
    </message>
    <message>
        <source>Trying %1 on %2.</source>
        <translation>%2 で %1 を試しています。</translation>
    </message>
    <message>
        <source>Trying %1 on %2, the file the traced program used.</source>
        <translation>トレースしたプログラムが使ったファイル %2 で %1 を試しています。</translation>
    </message>
    <message>
        <source>Not in this build: %1.</source>
        <translation>このビルドにないもの：%1。</translation>
    </message>
    <message>
        <source>%1 The demo file is used instead.</source>
        <translation>%1 代わりにデモファイルを使います。</translation>
    </message>
    <message>
        <source>Check at least one strategy.</source>
        <translation>戦略を 1 つ以上チェックしてください。</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>開始中…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>キャンセル中…</translation>
    </message>
    <message>
        <source>warm-up</source>
        <translation>ウォームアップ</translation>
    </message>
    <message>
        <source>rep %1</source>
        <translation>%1 回目</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source> — about %1 s left</source>
        <translation> — 残り約 %1 秒</translation>
    </message>
    <message>
        <source>iolens — %1 (%2)</source>
        <translation>iolens — %1 (%2)</translation>
    </message>
    <message>
        <source>current</source>
        <translation>現在</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="576" />
        <location filename="../../ui/mainwindow.cpp" line="581" />
        <source>Save session</source>
        <translation>セッションを保存</translation>
    </message>
    <message>
        <source>Run something first.</source>
        <translation>先に何か実行してください。</translation>
    </message>
    <message>
        <source>iolens sessions (*.json)</source>
        <translation>iolens セッション (*.json)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 を保存しました</translation>
    </message>
    <message>
        <source>Export JSON</source>
        <translation>JSON の書き出し</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>CSV の書き出し</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>書き出し</translation>
    </message>
    <message>
        <source>Cannot write '%1': %2.</source>
        <translation>'%1' に書き込めません: %2。</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="612" />
        <source>Export plot</source>
        <translation>グラフの書き出し</translation>
    </message>
    <message>
        <source>PNG image (*.png);;PDF document (*.pdf)</source>
        <translation>PNG 画像 (*.png);;PDF 文書 (*.pdf)</translation>
    </message>
<message>
        <source>Run iolens' strategies on a file and compare them</source>
        <translation>ファイルに対して iolens の戦略を実行して比較します</translation>
    </message>
    </context>
<context>
    <name>iolens::ui::TracePageHost</name>
    <message>
        <source>Trace a program</source>
        <translation>プログラムをトレース</translation>
    </message>
    <message>
        <source>Run your own program and see where its I/O time goes</source>
        <translation>自分のプログラムを実行し、I/O の時間がどこで使われているかを見ます</translation>
    </message>
    </context>
</TS>