<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="ja_JP">
<context>
    <name>iolens::ui::AccessMapExport</name>
    <message>
        <location filename="../../ui/trace/accessmapexport.cpp" line="47" />
        <source>%1: the trace has no calls on '%2'.</source>
        <translation>%1：トレースには '%2' への呼び出しがありません。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapexport.cpp" line="50" />
        <source>%1: the trace recorded no read or write at a known file offset, so there is no access map to draw.</source>
        <translation>%1：トレースにはファイル内の位置が分かる読み書きが記録されていないため、描くアクセスマップがありません。</translation>
    </message>
</context>
<context>
    <name>iolens::ui::AccessMapPlot</name>
    <message>
        <location filename="../../ui/trace/accessmapplot.cpp" line="78" />
        <source>Access map</source>
        <translation>アクセスマップ</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapplot.cpp" line="79" />
        <source>Access map of %1</source>
        <translation>%1 のアクセスマップ</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapplot.cpp" line="190" />
        <source>%1, sequential runs</source>
        <translation>%1、連続した呼び出し</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapplot.cpp" line="196" />
        <source>%1, single calls</source>
        <translation>%1、単発の呼び出し</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapplot.cpp" line="212" />
        <source>read again</source>
        <translation>再読み込み</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapplot.cpp" line="213" />
        <source>written again</source>
        <translation>再書き込み</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapplot.cpp" line="216" />
        <source>Time since the program started [%1]</source>
        <translation>プログラム開始からの時間 [%1]</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapplot.cpp" line="217" />
        <source>Offset in the file [%1]</source>
        <translation>ファイル内のオフセット [%1]</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapplot.cpp" line="253" />
        <source>&lt;b&gt;%1 × %2&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1 × %2&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapplot.cpp" line="255" />
        <source>%1 at offsets %2 to %3</source>
        <translation>オフセット %2 から %3 までの %1</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapplot.cpp" line="259" />
        <source>%1 from %2</source>
        <translation>%2 から %1</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapplot.cpp" line="263" />
        <source>%1 of it read before</source>
        <translation>そのうち %1 は以前に読み込み済み</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapplot.cpp" line="263" />
        <source>%1 of it written before</source>
        <translation>そのうち %1 は以前に書き込み済み</translation>
    </message>
</context>
<context>
    <name>iolens::ui::AccessMapView</name>
    <message>
        <location filename="../../ui/trace/accessmapview.cpp" line="42" />
        <source>Reset zoom</source>
        <translation>ズームをリセット</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapview.cpp" line="43" />
        <source>Save image…</source>
        <translation>画像を保存…</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapview.cpp" line="46" />
        <source>Save the access map as drawn, as PNG or PDF</source>
        <translation>描かれたままのアクセスマップを PNG または PDF で保存</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapview.cpp" line="99" />
        <source>No file in this trace has recorded offsets: its files are sockets or pipes, or the trace was recorded by an iolens older than the access map.</source>
        <translation>このトレースにはオフセットを記録したファイルがありません：ファイルがソケットやパイプであるか、アクセスマップより古い iolens で記録されたトレースです。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapview.cpp" line="117" />
        <source>%1 (%2): each line is a run of calls that each began where the one before ended, each dot a single call. Wheel to zoom, drag to pan.</source>
        <translation>%1（%2）：線はそれぞれ前の呼び出しが終わった位置から始まる一続きの呼び出し、点は単発の呼び出しです。ホイールで拡大、ドラッグで移動。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapview.cpp" line="120" />
        <source>No file is selected in the table above: showing %1 (%2), the file with the most I/O time that has recorded offsets.</source>
        <translation>上の表でファイルが選ばれていません：オフセットが記録されたファイルのうち I/O 時間が最も長い %1（%2）を表示しています。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapview.cpp" line="131" />
        <source>No offsets recorded for %1: it is a %2, which has no file offsets. Choose a regular file in the table above.</source>
        <translation>%1 にはオフセットが記録されていません：これは %2 で、ファイルオフセットがありません。上の表で通常のファイルを選んでください。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapview.cpp" line="135" />
        <source>No offsets recorded for %1: its reads and writes were recorded without offsets, by an iolens older than the access map. Trace the program again to see how it walks through the file.</source>
        <translation>%1 にはオフセットが記録されていません：その読み書きはアクセスマップより古い iolens でオフセットなしに記録されました。ファイルをどう読み進むかを見るには、プログラムをもう一度トレースしてください。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapview.cpp" line="138" />
        <source>No offsets recorded for %1: the program did not read or write it (it only opened, mapped or looked it up).</source>
        <translation>%1 にはオフセットが記録されていません：プログラムはこれを読み書きしていません（開く、マップする、調べるだけでした）。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapview.cpp" line="151" />
        <source>Reads: %1 read once, %2 read again (ranges read before), whole-file reads: %3, typical call: %4.</source>
        <translation>読み込み：1 回だけ読んだのは %1、再読み込みは %2（以前に読んだ範囲）、ファイル全体の読み込み：%3 回、典型的な呼び出し：%4。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapview.cpp" line="156" />
        <source>Writes: %1 written once, %2 written again (ranges written before), typical call: %3.</source>
        <translation>書き込み：1 回だけ書いたのは %1、再書き込みは %2（以前に書いた範囲）、典型的な呼び出し：%3。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapview.cpp" line="158" />
        <source>Sequential share: %1 % of the %2 calls with an offset began where the previous read (for a write: the previous write) ended; runs drawn: %3.</source>
        <translation>連続の割合：オフセットのある呼び出し %2 回のうち %1 % が、直前の読み込み（書き込みなら直前の書き込み）が終わった位置から始まっています。描いた連なり：%3。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapview.cpp" line="163" />
        <source>Reads and writes without a recorded offset (not drawn): %1.</source>
        <translation>オフセットが記録されていない読み書き（描いていません）：%1 回。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapview.cpp" line="170" />
        <source>Nothing to save to %1: no access map is drawn.</source>
        <translation>%1 に保存するものがありません：アクセスマップが描かれていません。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapview.cpp" line="178" />
        <location filename="../../ui/trace/accessmapview.cpp" line="187" />
        <source>Save the access map</source>
        <translation>アクセスマップを保存</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapview.cpp" line="180" />
        <source>PNG image (*.png)</source>
        <translation>PNG 画像 (*.png)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapview.cpp" line="180" />
        <source>PDF document (*.pdf)</source>
        <translation>PDF 文書 (*.pdf)</translation>
    </message>
</context>
<context>
    <name>iolens::ui::AttachDialog</name>
    <message>
        <location filename="../../ui/trace/attachdialog.cpp" line="30" />
        <source>Attach to process</source>
        <translation>プロセスにアタッチ</translation>
    </message>
    <message>
        <location filename="../../ui/trace/attachdialog.cpp" line="36" />
        <source>iolens loads its tracing library into the running process and records its file and socket calls until you press Stop; then it lets the process go on unchanged.</source>
        <translation>iolens は実行中のプロセスにトレースライブラリを読み込み、「停止」を押すまでファイルとソケットの呼び出しを記録します。その後、プロセスは元のまま動き続けます。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/attachdialog.cpp" line="40" />
        <source>Filter by process id, user or command line</source>
        <translation>プロセス ID、ユーザー、コマンドラインで絞り込み</translation>
    </message>
    <message>
        <location filename="../../ui/trace/attachdialog.cpp" line="42" />
        <source>Refresh</source>
        <translation>更新</translation>
    </message>
    <message>
        <location filename="../../ui/trace/attachdialog.cpp" line="65" />
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../../ui/trace/attachdialog.cpp" line="66" />
        <source>until I press Stop</source>
        <translation>「停止」を押すまで</translation>
    </message>
    <message>
        <location filename="../../ui/trace/attachdialog.cpp" line="67" />
        <source>Attach</source>
        <translation>アタッチ</translation>
    </message>
    <message>
        <location filename="../../ui/trace/attachdialog.cpp" line="69" />
        <source>Record:</source>
        <translation>記録:</translation>
    </message>
</context>
<context>
    <name>iolens::ui::CompareDialog</name>
    <message>
        <location filename="../../ui/comparedialog.cpp" line="33" />
        <source>Compare sessions</source>
        <translation>セッションの比較</translation>
    </message>
    <message>
        <location filename="../../ui/comparedialog.cpp" line="47" />
        <source>Before — %1&lt;br&gt;After — %2&lt;br&gt;Speed-up = median before / median after: above 1 the after session is faster.</source>
        <translation>変更前 — %1&lt;br&gt;変更後 — %2&lt;br&gt;速度向上 = 変更前の中央値 / 変更後の中央値：1 を超えれば変更後が速い。</translation>
    </message>
</context>
<context>
    <name>iolens::ui::CompareModel</name>
    <message>
        <location filename="../../ui/comparemodel.cpp" line="91" />
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location filename="../../ui/comparemodel.cpp" line="111" />
        <source>Strategy</source>
        <translation>戦略</translation>
    </message>
    <message>
        <location filename="../../ui/comparemodel.cpp" line="113" />
        <source>Median before</source>
        <translation>中央値（前）</translation>
    </message>
    <message>
        <location filename="../../ui/comparemodel.cpp" line="115" />
        <source>Median after</source>
        <translation>中央値（後）</translation>
    </message>
    <message>
        <location filename="../../ui/comparemodel.cpp" line="117" />
        <source>Δ median</source>
        <translation>中央値の差</translation>
    </message>
    <message>
        <location filename="../../ui/comparemodel.cpp" line="119" />
        <source>Speed-up</source>
        <translation>速度向上</translation>
    </message>
    <message>
        <location filename="../../ui/comparemodel.cpp" line="121" />
        <source>MiB/s before</source>
        <translation>MiB/s（前）</translation>
    </message>
    <message>
        <location filename="../../ui/comparemodel.cpp" line="123" />
        <source>MiB/s after</source>
        <translation>MiB/s（後）</translation>
    </message>
</context>
<context>
    <name>iolens::ui::ControlPanel</name>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="45" />
        <source>Workload</source>
        <translation>ワークロード</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="48" />
        <source>Choose file…</source>
        <translation>ファイルを選択…</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="49" />
        <source>Generate…</source>
        <translation>生成…</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="50" />
        <source>Recent</source>
        <translation>最近</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="63" />
        <source>Strategies</source>
        <translation>戦略</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="64" />
        <source>Preset…</source>
        <translation>プリセット…</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="83" />
        <source>Run settings</source>
        <translation>実行設定</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="90" />
        <source>family default</source>
        <translation>ファミリーの既定値</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="96" />
        <source>How much work every strategy of a family does: records for write (default 10,000), lookups for lookup (1,000), changes for watch (50). Copy, read and alloc work on the whole file. The results give the time per unit of it.</source>
        <translation>ファミリーのすべての戦略が行う仕事の量: write はレコード数（既定 10,000）、lookup は検索回数（1,000）、watch は変更回数（50）。copy、read、alloc はファイル全体を扱います。結果にはその 1 単位あたりの時間が出ます。</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="99" />
        <source>warm (file pre-read into the page cache)</source>
        <translation>ウォーム（ページキャッシュに読み込み済み）</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="100" />
        <source>cold (evicted before every run)</source>
        <translation>コールド（毎回キャッシュから追い出す）</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="102" />
        <source>system temp dir</source>
        <translation>システムの一時ディレクトリ</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="117" />
        <source>Repetitions:</source>
        <translation>繰り返し回数:</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="118" />
        <source>Warm-up runs:</source>
        <translation>ウォームアップ回数:</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="119" />
        <source>Work (records, lookups…):</source>
        <translation>仕事量（レコード、検索…）:</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="120" />
        <source>Cache:</source>
        <translation>キャッシュ:</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="121" />
        <source>Out dir:</source>
        <translation>出力先:</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="122" />
        <source>Baseline:</source>
        <translation>基準:</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="143" />
        <source>No file chosen yet.</source>
        <translation>ファイルが選択されていません。</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="183" />
        <source>Cannot use this file</source>
        <translation>このファイルは使えません</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="195" />
        <source>%1 It was removed from the Recent list.</source>
        <translation>%1 「最近」の一覧から削除しました。</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="206" />
        <source>File to run the strategies on</source>
        <translation>戦略を実行するファイル</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="213" />
        <source>Directory for scratch files</source>
        <translation>一時ファイルのディレクトリ</translation>
    </message>
</context>
<context>
    <name>Course</name>
    <message>
        <location filename="../../core/course/courseanswer.cpp" line="156" />
        <source>This machine agrees with the article.</source>
        <translation>このマシンの結果は記事と一致します。</translation>
    </message>
    <message>
        <location filename="../../core/course/courseanswer.cpp" line="159" />
        <source>This machine disagrees with the article.</source>
        <translation>このマシンの結果は記事と食い違います。</translation>
    </message>
    <message>
        <location filename="../../core/course/courseanswer.cpp" line="162" />
        <source>This machine's %1 lies within 15 % of the %2 line between its answer and the article's: it is close to the article's figure, not a disagreement.</source>
        <translation>このマシンの %1 は、その答えと記事の答えを分ける %2 の線から 15 % 以内にあります: 記事の数値に近く、食い違いではありません。</translation>
    </message>
    <message>
        <location filename="../../core/course/courseanswer.cpp" line="169" />
        <source>This run cannot tell whether this machine agrees with the article.</source>
        <translation>この実行では、このマシンが記事と一致するかどうか分かりません。</translation>
    </message>
    <message>
        <location filename="../../core/course/courseanswer.cpp" line="331" />
        <source>%1 cannot run on this machine: %2</source>
        <translation>%1 はこのマシンでは実行できません: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/course/courseanswer.cpp" line="358" />
        <source>%1 took %2 as long as %3 on this machine (medians %4 against %5, %n runs each).</source>
        <translation><numerusform>このマシンでは %1 は %3 の %2 の時間がかかりました（中央値 %4 対 %5、各 %n 回）。</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/course/courseanswer.cpp" line="413" />
        <source>Fastest here: %1, median %2 (%3 MiB/s, MiB = 2^20 bytes) over %n runs; the runner-up %4 took %5 as long.</source>
        <translation><numerusform>ここで最速: %1、%n 回の中央値 %2（%3 MiB/s、MiB = 2^20 バイト）。次点の %4 はその %5 の時間でした。</numerusform></translation>
    </message>
    <message>
        <location filename="../../core/course/courseanswer.cpp" line="420" />
        <source>Every median lies within 10 % of the fastest's (the slowest, %1, took %2 as long), and a rank test sets no strategy's runs apart from the fastest's: they are the same within the error.</source>
        <translation>どの中央値も最速の中央値の 10 % 以内にあり（最も遅い %1 でその %2 の時間）、順位検定はどの戦略の実行も最速のものから分けられません: 誤差の範囲で同じです。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/course/courseanswer.cpp" line="426" />
        <source>The runs of %1 and %2 are apart: a rank test (Mann–Whitney) of their %n runs each gives a %3 chance of runs this far apart if they did not differ, within the 1 % the course asks for.</source>
        <translation><numerusform>%1 と %2 の実行ははっきり分かれています: 各 %n 回の実行の順位検定（Mann–Whitney）では、差がないのにこれほど分かれる確率は %3 で、このコースが求める 1 % 以内です。</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/course/courseanswer.cpp" line="432" />
        <source>%1 cannot be told from %2 in %n runs each: a rank test (Mann–Whitney) gives a %3 chance of runs this far apart if they did not differ, above the 1 % the course asks for. This run does not settle which is faster; run the step again.</source>
        <translation><numerusform>各 %n 回の実行では %1 と %2 を区別できません: 順位検定（Mann–Whitney）では、差がないのにこれほど分かれる確率は %3 で、このコースが求める 1 % を超えます。この実行ではどちらが速いか決まりません。ステップをもう一度実行してください。</numerusform></translation>
    </message>
    <message>
        <location filename="../../core/course/courseanswer.cpp" line="495" />
        <source>Stopwatch %1 holds the most time here: %2, %3 of the time in zones 2 to 6.</source>
        <translation>ここで最も時間がかかったのはストップウォッチ %1 です: %2、ゾーン 2〜6 の時間の %3。</translation>
    </message>
    <message>
        <location filename="../../core/course/courseanswer.cpp" line="498" />
        <source>%1 costs the most time in calls here: %2, %3 of the time in calls on the program's three files.</source>
        <translation>ここで呼び出しに最も時間がかかったのは %1 です: %2、プログラムの 3 つのファイルへの呼び出し時間の %3。</translation>
    </message>
    <message>
        <location filename="../../core/course/courseanswer.cpp" line="503" />
        <source>%1 and %2 are within 15 % of each other (%3 against %4): one trace cannot tell which costs more; trace the program again.</source>
        <translation>%1 と %2 の差は 15 % 以内です（%3 対 %4）: 1 回のトレースではどちらが重いか分かりません。プログラムをもう一度トレースしてください。</translation>
    </message>
    <message>
        <location filename="../../core/course/courseanswer.cpp" line="541" />
        <source>The trace's findings name the patterns it saw: %1.</source>
        <translation>トレースの検出結果が見つけたパターン: %1。</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="30" />
        <source>about 2× (under 4.5×)</source>
        <translation>約 2 倍（4.5 倍未満）</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="31" />
        <source>about 10× (4.5× to 32×)</source>
        <translation>約 10 倍（4.5〜32 倍）</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="32" />
        <source>about 100× (32× to 316×)</source>
        <translation>約 100 倍（32〜316 倍）</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="33" />
        <source>about 1,000× or more (316× and up)</source>
        <translation>約 1,000 倍以上（316 倍以上）</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="57" />
        <source>Article 000: copying a file</source>
        <translation>記事 000: ファイルのコピー</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="58" />
        <source>Java offers many ways to copy a file: a byte[] loop, buffered streams, readAllBytes, transferTo, Files.copy. The article timed them with JMH and error bars. Predict, run, and see which of its findings hold on this machine.</source>
        <translation>Java にはファイルをコピーする方法がたくさんあります: byte[] のループ、バッファ付きストリーム、readAllBytes、transferTo、Files.copy。記事は JMH と誤差付きで計測しました。予想して、実行し、記事の結論のどれがこのマシンで成り立つか確かめましょう。</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="64" />
        <source>The bulk copies</source>
        <translation>一括コピー</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="65" />
        <source>Which copy is fastest on this machine?</source>
        <translation>このマシンで最も速いコピーはどれでしょう？</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="67" />
        <source>a read/write loop with an 8 KiB buffer (copy.buffer-loop)</source>
        <translation>8 KiB バッファの read/write ループ（copy.buffer-loop）</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="69" />
        <source>the whole file in memory, then one write (copy.read-all)</source>
        <translation>ファイル全体をメモリに読み、1 回で書く（copy.read-all）</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="78" />
        <location filename="../../core/course/coursecatalogue.cpp" line="197" />
        <source>they are all the same within the error</source>
        <translation>誤差の範囲ですべて同じ</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="84" />
        <source>The article (JMH, 10 GB): transferTo 13.055 ± 0.583 s, the buffered variants 12.668 to 13.663 s, stream to stream 12.128 ± 0.331 s against Files.copy 12.257 ± 0.342 s: all the same within the error.</source>
        <translation>記事（JMH、10 GB）: transferTo 13.055 ± 0.583 秒、バッファ付きの各版 12.668〜13.663 秒、ストリーム間 12.128 ± 0.331 秒 対 Files.copy 12.257 ± 0.342 秒: すべて誤差の範囲で同じ。</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="90" />
        <source>Here the file and its copy stay in the page cache: the fastest, %1, moved %2 MiB/s and the slowest, %3, %4 MiB/s (MiB = 2^20 bytes, measured in this run). The article's Files.copy moved %5 MiB/s (10 GiB in 12.257 s): every method wrote 10 GiB to its disk, and the disk set the pace for all of them alike. Without a disk to wait for, the copies through user space pay for moving every byte twice, which copy_file_range and sendfile do not.</source>
        <translation>ここではファイルとそのコピーはページキャッシュに収まっています: 最速の %1 は %2 MiB/s、最も遅い %3 は %4 MiB/s でした（MiB = 2^20 バイト、この実行で計測）。記事の Files.copy は %5 MiB/s（10 GiB を 12.257 秒）: どの方法も 10 GiB をディスクに書き、ディスクがすべての方法に同じ速さを強いました。待つべきディスクがなければ、ユーザー空間を通るコピーはすべてのバイトを 2 回動かす代価を払い、copy_file_range と sendfile はそれを払いません。</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="97" />
        <source>Compare medians with their error bars, never single runs. Every bulk copy moves the bytes in large blocks, so they end up close; one that skips user space (sendfile, copy_file_range) may pull ahead when the file is large or the filesystem can share blocks.</source>
        <translation>1 回の実行ではなく、誤差付きの中央値で比べましょう。一括コピーはどれも大きなブロックでバイトを動かすので差は小さく、ユーザー空間を通らないもの（sendfile、copy_file_range）はファイルが大きいときやファイルシステムがブロックを共有できるときに前に出ることがあります。</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="102" />
        <source>One byte per call</source>
        <translation>1 回の呼び出しで 1 バイト</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="103" />
        <source>How much longer does copying one byte per call (fgetc/fputc through stdio's buffer) take than the 8 KiB buffer loop?</source>
        <translation>1 回の呼び出しで 1 バイトずつ（stdio のバッファ越しの fgetc/fputc）コピーすると、8 KiB バッファのループより何倍かかるでしょう？</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="113" />
        <source>The article gives no figure: it warns that BufferedInputStream.read(), one byte per call through an 8 KiB buffer, is the real sin.</source>
        <translation>記事に数値はありません: 8 KiB バッファ越しに 1 バイトずつ読む BufferedInputStream.read() こそ本当の罪だと警告しています。</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="117" />
        <source>Even when a buffer underneath saves the system calls, a function call per byte costs more than the copy itself. Move blocks, not bytes.</source>
        <translation>下のバッファがシステムコールを減らしても、1 バイトごとの関数呼び出しはコピーそのものより高くつきます。バイトではなくブロックを動かしましょう。</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="121" />
        <source>One system call per byte</source>
        <translation>1 バイトごとにシステムコール</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="122" />
        <source>And without stdio's buffer, one read(2) and one write(2) per byte: how much longer than fgetc/fputc?</source>
        <translation>では stdio のバッファなしで、1 バイトごとに read(2) と write(2) を 1 回ずつ呼ぶと、fgetc/fputc の何倍かかるでしょう？</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="132" />
        <source>The article gives no figure for unbuffered per-byte calls; FileInputStream.read() without a buffer is this.</source>
        <translation>記事にはバッファなしの 1 バイト呼び出しの数値はありません。バッファなしの FileInputStream.read() がこれに当たります。</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="136" />
        <source>A system call costs hundreds of nanoseconds: a kernel entry and exit, checks, a copy. Two of them per byte is what an unbuffered stream does; a buffer turns them into one per 8 KiB.</source>
        <translation>システムコールは数百ナノ秒かかります: カーネルへの出入り、検査、コピー。バッファのないストリームは 1 バイトごとにそれを 2 回行い、バッファはそれを 8 KiB に 1 回にします。</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="144" />
        <source>Article 001: reading lines in parallel</source>
        <translation>記事 001: 行の並列読み込み</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="145" />
        <source>Java 9's Files.lines(path).parallel() splits a file as bytes at newline boundaries and decodes each part in its own thread. The article timed it against the sequential reader.</source>
        <translation>Java 9 の Files.lines(path).parallel() はファイルをバイトのまま改行の境界で分割し、各部分をそれぞれのスレッドでデコードします。記事はこれを逐次読み込みと比べて計測しました。</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="150" />
        <source>Split the bytes, decode in parallel</source>
        <translation>バイトで分けて並列にデコード</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="151" />
        <source>How much faster is reading lines in parallel threads (read.parallel) than one thread reading line by line (read.getline-istream)?</source>
        <translation>複数スレッドで並列に行を読む（read.parallel）と、1 スレッドで 1 行ずつ読む（read.getline-istream）より何倍速いでしょう？</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="155" />
        <source>not faster (under 1.1×)</source>
        <translation>速くならない（1.1 倍未満）</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="156" />
        <source>a little (1.1× to 1.6×)</source>
        <translation>少し（1.1〜1.6 倍）</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="157" />
        <source>about twice (1.6× to 3×)</source>
        <translation>約 2 倍（1.6〜3 倍）</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="158" />
        <location filename="../../core/course/coursecatalogue.cpp" line="337" />
        <source>more than 3×</source>
        <translation>3 倍より大きい</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="165" />
        <source>The article (Core i7, under 2 GB): sequential 6.6 s, parallel 2.6 s: 2.5×.</source>
        <translation>記事（Core i7、2 GB 以下）: 逐次 6.6 秒、並列 2.6 秒: 2.5 倍。</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="182" />
        <source>Split the bytes first and decode later, in parallel; and know where an implementation falls back to a slow path (Java's did above 2 GB).</source>
        <translation>まずバイトで分け、デコードは後で並列に。そして実装がどこで遅い経路に戻るかを知っておきましょう（Java では 2 GB 超でそうなりました）。</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="186" />
        <source>The fastest reader</source>
        <translation>最速の読み方</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="187" />
        <source>Which way of counting and checking lines is fastest here?</source>
        <translation>ここで行を数えて検査する最速の方法はどれでしょう？</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="189" />
        <source>std::getline into strings (read.getline-istream)</source>
        <translation>文字列への std::getline（read.getline-istream）</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="196" />
        <source>parallel ranges (read.parallel)</source>
        <translation>並列の範囲（read.parallel）</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="203" />
        <source>The article found the parallel stream fastest (2.6 s against 6.6 s).</source>
        <translation>記事では並列ストリームが最速でした（2.6 秒 対 6.6 秒）。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/course/coursecatalogue.cpp" line="172" />
        <source>read.parallel used %n threads here, one per hardware thread of this machine; the article's Core i7 had more. A split can be no faster than the cores that run its parts.</source>
        <translation><numerusform>ここで read.parallel は %n スレッド、このマシンのハードウェアスレッドごとに 1 つを使いました。記事の Core i7 にはもっと多くありました。分割しても、それを実行するコア以上には速くなりません。</numerusform></translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="44" />
        <source>a few times (under 10×)</source>
        <translation>数倍（10 倍未満）</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="45" />
        <source>tens of times (10× to 100×)</source>
        <translation>数十倍（10〜100 倍）</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="46" />
        <source>a hundred times or more (100× and up)</source>
        <translation>百倍かそれ以上（100 倍以上）</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="74" />
        <source>a copy inside the kernel: sendfile, copy_file_range (what cp does) or std::filesystem::copy_file (as Files.copy)</source>
        <translation>カーネル内のコピー: sendfile、copy_file_range（cp と同じ）または std::filesystem::copy_file（Files.copy と同じ）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/course/coursecatalogue.cpp" line="176" />
        <source>The gap is more than %n threads can give. read.mmap, the same newline scan on one thread, took %1 as long as read.parallel: that is what the threads gave. read.getline-istream took %2 as long as read.mmap, both on one thread: that is its own work, a string built and copied for every line. The article's two readers both decoded every line into a String, so its 2.5× was the threads alone.</source>
        <translation><numerusform>この差は %n スレッドで得られる以上です。同じ改行の走査を 1 スレッドで行う read.mmap は read.parallel の %1 の時間がかかりました: これがスレッドの効果です。read.getline-istream はどちらも 1 スレッドの read.mmap の %2 の時間がかかりました: これはそれ自身の仕事、行ごとに文字列を作ってコピーする分です。記事の 2 つの読み方はどちらも全行を String にデコードしていたので、その 2.5 倍はスレッドだけの効果でした。</numerusform></translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="193" />
        <source>one thread scanning for newlines: a 1 MiB buffer (read.buffer) or a memory map (read.mmap)</source>
        <translation>1 スレッドで改行を走査: 1 MiB バッファ（read.buffer）またはメモリマップ（read.mmap）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/course/coursecatalogue.cpp" line="206" />
        <source>read.parallel ran %n threads here, one per hardware thread, and took %1 as long as the fastest, %2. The article's parallel stream won against a sequential reader that decoded every line into a String; its analogue here, read.getline-istream, took %3 as long as %2 in the same run. A single thread that scans a buffer or a mapping for newlines leaves little for more threads to split.</source>
        <translation><numerusform>read.parallel はここでハードウェアスレッドごとに 1 つ、%n スレッドで動き、最速の %2 の %1 の時間がかかりました。記事の並列ストリームが勝った相手は、すべての行を String にデコードする逐次リーダーでした。ここでのその相当品 read.getline-istream は、同じ実行で %2 の %3 の時間でした。バッファやマッピングから改行を探す 1 スレッドの読み方では、スレッドを増やして分けられる仕事はほとんど残りません。</numerusform></translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="212" />
        <source>Copies and calls per line cost more than the bytes: a reader that scans a big buffer or a mapping does the least work per line.</source>
        <translation>行ごとのコピーと呼び出しはバイトそのものより高くつきます: 大きなバッファやマッピングを走査する読み方が 1 行あたりの仕事が最も少なくなります。</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="220" />
        <source>Article 002: reading, buffers and allocation</source>
        <translation>記事 002: 読み込み、バッファ、確保</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="221" />
        <source>The Korean article reads a 10 MB text file three ways and warns about direct buffers allocated again and again. How do its figures look on this machine?</source>
        <translation>韓国語の記事は 10 MB のテキストファイルを 3 通りに読み、ダイレクトバッファを何度も確保することに警告しています。その数値はこのマシンではどうなるでしょう？</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="226" />
        <source>A char at a time</source>
        <translation>1 文字ずつ</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="227" />
        <source>How much faster is reading with a 1 MiB buffer (read.buffer) than one read call per char (read.char-syscall)?</source>
        <translation>1 MiB バッファで読む（read.buffer）と、1 文字ごとに read を呼ぶ（read.char-syscall）より何倍速いでしょう？</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="237" />
        <source>The article (10 MB): FileReader.read() one char at a time 450 ms, with a 1 MiB char[] 80 ms: 5.6×.</source>
        <translation>記事（10 MB）: FileReader.read() で 1 文字ずつ 450 ミリ秒、1 MiB の char[] で 80 ミリ秒: 5.6 倍。</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="242" />
        <source>Java's FileReader.read() is not one system call per char: its decoder reads 8 KiB at a time underneath. Its analogue here is read.char-stdio (fgetc through stdio's buffer), measured in the same run: %1 as long as read.buffer, against the article's %2. read.char-syscall pays one read(2) per byte instead.</source>
        <translation>Java の FileReader.read() は 1 文字ごとのシステムコールではありません: その下のデコーダが 8 KiB ずつ読みます。ここでそれに当たるのは read.char-stdio（stdio のバッファ越しの fgetc）で、同じ実行で計測すると read.buffer の %1 の時間、記事では %2 でした。read.char-syscall は代わりに 1 バイトごとに read(2) を払います。</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="247" />
        <source>The number of calls dominates: each call into the kernel costs far more than handling one byte. Read big blocks and scan them.</source>
        <translation>呼び出しの回数が支配します: カーネルへの呼び出し 1 回は 1 バイトを扱うよりはるかに高くつきます。大きなブロックで読み、それを走査しましょう。</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="251" />
        <source>Lines or a big buffer</source>
        <translation>行単位か、大きなバッファか</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="252" />
        <source>Which is faster: std::getline into a list of strings (BufferedReader.readLine) or a 1 MiB buffer with a newline scan?</source>
        <translation>速いのはどちらでしょう: 文字列のリストへの std::getline（BufferedReader.readLine）か、改行を走査する 1 MiB バッファか？</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="256" />
        <source>getline into strings (read.getline-istream)</source>
        <translation>文字列への getline（read.getline-istream）</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="258" />
        <source>the 1 MiB buffer (read.buffer)</source>
        <translation>1 MiB バッファ（read.buffer）</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="259" />
        <source>the same within the error</source>
        <translation>誤差の範囲で同じ</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="264" />
        <source>The article: BufferedReader.readLine() 120 ms against the 1 MiB char[] 80 ms.</source>
        <translation>記事: BufferedReader.readLine() 120 ミリ秒 対 1 MiB の char[] 80 ミリ秒。</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="267" />
        <source>Keeping every line as a string costs an allocation and a copy per line; when only counts or checksums are needed, scan the buffer in place.</source>
        <translation>すべての行を文字列として持つと、1 行ごとに確保とコピーがかかります。数やチェックサムだけが要るなら、バッファをその場で走査しましょう。</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="271" />
        <source>Allocate once</source>
        <translation>確保は 1 回</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="272" />
        <source>How much longer does allocating a fresh 1 MiB buffer for every chunk take than reusing one?</source>
        <translation>チャンクごとに新しい 1 MiB バッファを確保すると、1 つを使い回すより何倍かかるでしょう？</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="276" />
        <source>no measurable difference (under 1.1×)</source>
        <translation>測れるほどの差はない（1.1 倍未満）</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="277" />
        <source>somewhat (1.1× to 2×)</source>
        <translation>いくらか（1.1〜2 倍）</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="278" />
        <source>2× or more</source>
        <translation>2 倍以上</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="284" />
        <source>The article gives no figure: ByteBuffer.allocateDirect called per use can make the JVM run System.gc() when native memory runs out.</source>
        <translation>記事に数値はありません: 使うたびに ByteBuffer.allocateDirect を呼ぶと、ネイティブメモリが尽きたときに JVM が System.gc() を実行することがあります。</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="288" />
        <source>A fresh buffer means fresh pages: the kernel maps and zeroes them on first touch (page faults). Allocate once and reuse.</source>
        <translation>新しいバッファは新しいページです: カーネルは最初に触れたときにそれをマップしてゼロで埋めます（ページフォールト）。1 回確保して使い回しましょう。</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="296" />
        <source>Article 004: stopwatches, writes and round trips</source>
        <translation>記事 004: ストップウォッチ、書き込み、往復</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="297" />
        <source>The article finds its program's hotspot with numbered stopwatches (StopwatchUtil), then fixes it: a writer opened and closed for every record, files re-read from the start, one request per id.</source>
        <translation>記事は番号付きのストップウォッチ（StopwatchUtil）でプログラムのホットスポットを見つけ、直します: レコードごとに開いて閉じるライター、先頭から読み直すファイル、ID ごとの 1 リクエスト。</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="302" />
        <source>A writer per record</source>
        <translation>レコードごとのライター</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="303" />
        <source>How much longer does appending 20,000 records take when the file is opened and closed for every record (write.reopen-per-record) than with the file opened once (write.single-open)?</source>
        <translation>20,000 レコードを追記するとき、レコードごとにファイルを開いて閉じる（write.reopen-per-record）と、1 回だけ開く（write.single-open）より何倍かかるでしょう？</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="315" />
        <source>The article: 71,247 ms + 69,725 ms with the writer opened per record, 31 ms (19 ms write, 2 ms open, 10 ms close) with it opened once: about 4,500×.</source>
        <translation>記事: レコードごとに開くライターで 71,247 ミリ秒 + 69,725 ミリ秒、1 回だけ開くと 31 ミリ秒（書き込み 19、オープン 2、クローズ 10 ミリ秒）: 約 4,500 倍。</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="320" />
        <source>On this machine an open and a close together cost %1 per record (the open and close phases of write.reopen-per-record, measured). The article's writer cost %2 per record (140,972 ms for 20,000 records): opening a file was a thousand times dearer on its platform, so there reopening was the hotspot.</source>
        <translation>このマシンではオープンとクローズで 1 レコードあたり %1 でした（write.reopen-per-record の open と close フェーズの実測）。記事のライターは 1 レコードあたり %2（20,000 レコードで 140,972 ミリ秒）: そのプラットフォームではファイルを開くのが千倍高く、だから開き直しがホットスポットでした。</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="326" />
        <source>Open once, write many times, close once. How much reopening costs depends on the platform; only a stopwatch tells you whether it is your hotspot.</source>
        <translation>1 回開き、何度も書き、1 回閉じる。開き直しのコストはプラットフォーム次第で、それがホットスポットかどうかはストップウォッチだけが教えてくれます。</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="330" />
        <source>The first fix: merge the writes</source>
        <translation>最初の修正: 書き込みをまとめる</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="331" />
        <source>The article's first fix wrote both records per open. How much does halving the opens save?</source>
        <translation>記事の最初の修正は 1 回のオープンで 2 レコードを書きました。オープンを半分にするとどれだけ速くなるでしょう？</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="335" />
        <source>nothing (under 1.3×)</source>
        <translation>変わらない（1.3 倍未満）</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="336" />
        <source>about half the time (1.3× to 3×)</source>
        <translation>約半分の時間（1.3〜3 倍）</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="345" />
        <source>The article: 140,972 ms of writes before, 67,674 ms after merging: 2.1×.</source>
        <translation>記事: 書き込みはまとめる前 140,972 ミリ秒、まとめた後 67,674 ミリ秒: 2.1 倍。</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="347" />
        <source>When one call's fixed cost dominates, halving the calls halves the time; removing the calls altogether (opening once) is the real fix.</source>
        <translation>1 回の呼び出しの固定費が支配するなら、呼び出しを半分にすれば時間も半分になります。呼び出しそのものをなくす（1 回だけ開く）のが本当の修正です。</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="351" />
        <source>Read from the start, every time</source>
        <translation>毎回先頭から読む</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="352" />
        <source>The program reads line i by reopening the file and reading from the start. How much faster is an index built once (lookup.index) for 2,000 lookups?</source>
        <translation>プログラムは i 行目を、ファイルを開き直して先頭から読むことで取得します。2,000 回の検索で、1 回だけ作る索引（lookup.index）は何倍速いでしょう？</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="365" />
        <source>The article measured the re-reading (8,277 ms + 9,939 ms for 20,000 reads) but left it unfixed: "the reads could be fixed the same way".</source>
        <translation>記事は読み直しを計測しました（20,000 回の読み込みで 8,277 ミリ秒 + 9,939 ミリ秒）が、直さずに残しました:「読み込みも同じように直せる」。</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="369" />
        <source>Re-reading a file from the start for every lookup is O(N·M); one pass that remembers where lines start makes it O(N+M).</source>
        <translation>検索のたびにファイルを先頭から読み直すのは O(N·M) です。行の始まりを覚える 1 回の走査で O(N+M) になります。</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="373" />
        <source>Round trips</source>
        <translation>往復</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="374" />
        <source>29 rows from a local server: how much faster is one request for the id range, filtered and with only the needed column (net.range-projected), than one request per id (net.per-id)?</source>
        <translation>ローカルサーバーから 29 行: ID の範囲を 1 回で、絞り込んで必要な列だけを求める（net.range-projected）と、ID ごとに 1 リクエスト（net.per-id）より何倍速いでしょう？</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="386" />
        <source>The article: one request per id 20,841 ms, one for the range 6,103 ms, filtered on the server 4,562 ms, only the name column 556 ms: 37×.</source>
        <translation>記事: ID ごとのリクエストで 20,841 ミリ秒、範囲を 1 回で 6,103 ミリ秒、サーバーで絞り込んで 4,562 ミリ秒、name 列だけで 556 ミリ秒: 37 倍。</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="391" />
        <source>Here fewer round trips alone give %1 (net.per-id against net.range, in the same run), against the article's %2 for all three fixes: a local server with a 1 ms simulated round trip and small rows is not the article's database with its image column.</source>
        <translation>ここでは往復を減らすだけで %1（同じ実行での net.per-id 対 net.range）、記事では 3 つの修正すべてで %2: 1 ミリ秒の模擬往復と小さな行のローカルサーバーは、画像列を持つ記事のデータベースとは違います。</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="395" />
        <source>Fewer round trips first, then less data per trip: ask for the range, filter on the server, select only the columns you need.</source>
        <translation>まず往復を減らし、次に 1 回あたりのデータを減らしましょう: 範囲で求め、サーバーで絞り込み、必要な列だけを選ぶ。</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="399" />
        <source>Find the hotspot with stopwatches</source>
        <translation>ストップウォッチでホットスポットを探す</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="400" />
        <source>Article 004's program, with the article's numbered stopwatches, traced for 2,000 iterations: which stopwatch holds the most time?</source>
        <translation>記事の番号付きストップウォッチを持つ記事 004 のプログラムを 2,000 回の繰り返しでトレースします: 最も時間がかかるストップウォッチはどれでしょう？</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="404" />
        <source>2: printing the progress</source>
        <translation>2: 進捗の表示</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="405" />
        <source>3: reading test1.csv</source>
        <translation>3: test1.csv の読み込み</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="406" />
        <source>4: writing test3.csv</source>
        <translation>4: test3.csv への書き込み</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="407" />
        <source>5: reading test2.csv</source>
        <translation>5: test2.csv の読み込み</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="408" />
        <source>6: writing test3.csv again</source>
        <translation>6: test3.csv への再度の書き込み</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="410" />
        <source>The article: Stopwatch[4] 71,247 ms and Stopwatch[6] 69,725 ms (the writes) against 8,277 ms and 9,939 ms for the reads.</source>
        <translation>記事: Stopwatch[4] 71,247 ミリ秒と Stopwatch[6] 69,725 ミリ秒（書き込み）、読み込みは 8,277 ミリ秒と 9,939 ミリ秒。</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="415" />
        <source>The trace shows why: an open and a close of test3.csv took %1 per record on this machine, against about %2 on the article's, so the writes are cheap here; the file whose calls cost the most is %3 (%4 in all). The program reads test1.csv and test2.csv from the start for every record; fixing the writes (the article's v1 → v3) changes little here.</source>
        <translation>トレースが理由を示します: このマシンでは test3.csv のオープンとクローズは 1 レコードあたり %1、記事のマシンでは約 %2 で、ここでは書き込みは安価です。呼び出しに最も時間がかかったファイルは %3（合計 %4）です。プログラムは test1.csv と test2.csv をレコードごとに先頭から読み直すので、書き込みを直しても（記事の v1 → v3）ここではほとんど変わりません。</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="421" />
        <source>Measure before you fix: the stopwatches point at the section that costs the most, and it need not be the one the article found.</source>
        <translation>直す前に測りましょう: ストップウォッチは最もコストのかかる区間を指し、それは記事が見つけたものとは限りません。</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="425" />
        <source>Find it without touching the code</source>
        <translation>コードに触れずに探す</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="426" />
        <source>Now forget the stopwatches: the trace also times every call per file. Which file costs the program the most time in calls?</source>
        <translation>今度はストップウォッチを忘れましょう: トレースはファイルごとにすべての呼び出しの時間も測ります。プログラムの呼び出し時間が最もかかるファイルはどれでしょう？</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="430" />
        <source>test1.csv (read)</source>
        <translation>test1.csv（読み込み）</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="431" />
        <source>test2.csv (read)</source>
        <translation>test2.csv（読み込み）</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="432" />
        <source>test3.csv (written)</source>
        <translation>test3.csv（書き込み）</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="434" />
        <source>The article needed stopwatches in the code to find its hotspot, the writes to test3.csv.</source>
        <translation>記事はホットスポット、つまり test3.csv への書き込みを見つけるのに、コードにストップウォッチが必要でした。</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="438" />
        <source>Here the hotspot is elsewhere: an open and a close of test3.csv took %1 per record on this machine, measured in the trace, against about %2 on the article's (140,972 ms for 20,000 records). The file whose calls cost the most is %3, %4 in all: the program reads it from the start for every record.</source>
        <translation>ここではホットスポットは別の場所です: トレースで測ると、このマシンでは test3.csv のオープンとクローズは 1 レコードあたり %1、記事のマシンでは約 %2（20,000 レコードで 140,972 ミリ秒）でした。呼び出しに最も時間がかかったファイルは %3 で合計 %4: プログラムはレコードごとにそれを先頭から読み直します。</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="444" />
        <source>A trace of an unmodified program finds the same hotspot per file and call, and its findings name the fix, without editing or rebuilding anything.</source>
        <translation>変更していないプログラムのトレースは、ファイルと呼び出しごとに同じホットスポットを見つけ、その検出結果が修正を示します。何も編集もビルドもし直さずに。</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursebarsplot.cpp" line="22" />
        <source>Choose your prediction above, then press Predict and run.</source>
        <translation>上で予想を選び、「予想して実行」を押してください。</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursebarsplot.cpp" line="61" />
        <source>Time [%1]</source>
        <translation>時間 [%1]</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursetext.cpp" line="49" />
        <source>runner-up %1</source>
        <translation>次点 %1</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursetext.cpp" line="74" />
        <source>%1 (this run cannot tell)</source>
        <translation>%1（この実行では決められません）</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursetext.cpp" line="77" />
        <location filename="../../ui/course/coursetext.cpp" line="84" />
        <source>not run yet</source>
        <translation>未実行</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursetext.cpp" line="78" />
        <source>failed: %1</source>
        <translation>失敗: %1</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="76" />
        <location filename="../../ui/course/coursepage.cpp" line="243" />
        <source>Course</source>
        <translation>コース</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="114" />
        <location filename="../../ui/course/coursepage.cpp" line="420" />
        <source>Predict and run</source>
        <translation>予想して実行</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="115" />
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="116" />
        <source>Next</source>
        <translation>次へ</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="171" />
        <source>Step</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="171" />
        <source>Your prediction</source>
        <translation>あなたの予想</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="172" />
        <source>Measured answer</source>
        <translation>測定した答え</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="172" />
        <source>Figure</source>
        <translation>数値</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="173" />
        <source>The article</source>
        <translation>記事</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="208" />
        <source>The step's file could not be made: %1</source>
        <translation>このステップのファイルを作れませんでした: %1</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="213" />
        <source>Running %1 (repetition %2) …</source>
        <translation>%1 を実行中（%2 回目）…</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="248" />
        <source>A guided course through the four articles: predict, run, and see why</source>
        <translation>4 つの記事をたどるガイド付きコース: 予想し、実行し、理由を知る</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="293" />
        <source>iolens course: %1</source>
        <translation>iolens コース: %1</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="340" />
        <source>Summary</source>
        <translation>まとめ</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="419" />
        <location filename="../../ui/course/coursepage.cpp" line="627" />
        <location filename="../../ui/course/coursepage.cpp" line="682" />
        <source>Run again</source>
        <translation>もう一度実行</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/course/coursepage.cpp" line="425" />
        <source>This step traces article 004's program (%Ln iterations) and reads its stopwatches and calls.</source>
        <translation><numerusform>このステップは記事 004 のプログラム（%Ln 回の繰り返し）をトレースし、そのストップウォッチと呼び出しを読みます。</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/course/coursepage.cpp" line="430" />
        <source>This step runs %1 strategies on a file of %2, %n repetitions each.</source>
        <translation><numerusform>このステップは %2 のファイルで %1 個の戦略を各 %n 回実行します。</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="557" />
        <source>Article 004's program is not at '%1': install iolens with it (cmake --install puts it in libexec/iolens/), or set IOLENS_COURSE_PROGRAM to its path</source>
        <translation>記事 004 のプログラムが '%1' にありません: それを含めて iolens をインストールするか（cmake --install が libexec/iolens/ に置きます）、IOLENS_COURSE_PROGRAM にそのパスを設定してください</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="220" />
        <source>Tracing: calls %1, files %2 so far …</source>
        <translation>トレース中: これまでに呼び出し %1、ファイル %2 …</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="452" />
        <source>Last time: you predicted &lt;b&gt;%1&lt;/b&gt;; the measured answer was &lt;b&gt;%2&lt;/b&gt; (%3). Run it again to see the figures.</source>
        <translation>前回: あなたの予想は &lt;b&gt;%1&lt;/b&gt;、測定した答えは &lt;b&gt;%2&lt;/b&gt;（%3）でした。数値を見るにはもう一度実行してください。</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="501" />
        <source>Choose your prediction first.</source>
        <translation>まず予想を選んでください。</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="524" />
        <source>The step's file could not be made: cannot create the directory '%1'.</source>
        <translation>このステップのファイルを作れませんでした: ディレクトリ '%1' を作成できません。</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="529" />
        <source>Making a %1 file for this step …</source>
        <translation>このステップ用に %1 のファイルを作成中 …</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="541" />
        <source>Running the step's strategies …</source>
        <translation>ステップの戦略を実行中 …</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="566" />
        <source>Cannot create the directory '%1'.</source>
        <translation>ディレクトリ '%1' を作成できません。</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="576" />
        <source>Tracing article 004's program …</source>
        <translation>記事 004 のプログラムをトレース中 …</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="595" />
        <source>The trace gave no result.</source>
        <translation>トレースの結果がありません。</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="601" />
        <source>The run gave no result.</source>
        <translation>実行の結果がありません。</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="625" />
        <source>This step's run failed: %1. Run it again, or go on to the next step.</source>
        <translation>このステップの実行は失敗しました: %1。もう一度実行するか、次のステップへ進んでください。</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="662" />
        <source>%1 ← measured</source>
        <translation>%1 ← 測定結果</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="665" />
        <source>this run cannot tell.</source>
        <translation>この実行では判定できません。</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="669" />
        <source>Measured answer: &lt;b&gt;%1&lt;/b&gt; (%2). You predicted &lt;b&gt;%3&lt;/b&gt;: %4</source>
        <translation>測定した答え: &lt;b&gt;%1&lt;/b&gt;（%2）。あなたの予想は &lt;b&gt;%3&lt;/b&gt;: %4</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="666" />
        <source>right.</source>
        <translation>正解です。</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="667" />
        <source>not this time.</source>
        <translation>今回は外れました。</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="49" />
        <source>Time per stopwatch</source>
        <translation>ストップウォッチごとの時間</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="51" />
        <source>Time in calls per file</source>
        <translation>ファイルごとの呼び出し時間</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="56" />
        <source>Median wall time per strategy</source>
        <translation>戦略ごとの経過時間の中央値</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="644" />
        <source>Done. Read the explanation, run it again, or go on.</source>
        <translation>完了。説明を読み、もう一度実行するか、先へ進みましょう。</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="807" />
        <source>%1: your predictions and the measured answers</source>
        <translation>%1: あなたの予想と測定した答え</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="818" />
        <source>Your prediction was the measured answer.</source>
        <translation>あなたの予想は測定した答えと同じでした。</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="821" />
        <source>%1 ✓</source>
        <translation>%1 ✓</translation>
    </message>
</context>
<context>
    <name>iolens::ui::DistributionPlot</name>
    <message>
        <location filename="../../ui/distributionplot.cpp" line="32" />
        <source>Boxes span the middle half of the repetitions (quartiles) with the median as a line; whiskers reach 1.5 × the box; every run is a dot. Wide boxes or stray dots mean noise: compare with the 99.9 % error in the table.</source>
        <translation>箱は繰り返しの中央 50 %（四分位）、線は中央値、ひげは箱の 1.5 倍まで、点は各実行。箱が広い・点が離れているのはノイズ：表の 99.9 % 誤差と比べてください。</translation>
    </message>
    <message>
        <location filename="../../ui/distributionplot.cpp" line="49" />
        <source>quartiles and median</source>
        <translation>四分位と中央値</translation>
    </message>
    <message>
        <location filename="../../ui/distributionplot.cpp" line="61" />
        <source>one repetition</source>
        <translation>1 回の実行</translation>
    </message>
    <message>
        <location filename="../../ui/distributionplot.cpp" line="98" />
        <source>Wall time per repetition [%1]</source>
        <translation>1 回あたりの経過時間 [%1]</translation>
    </message>
    <message>
        <location filename="../../ui/distributionplot.cpp" line="111" />
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 runs: median %3, min %4, max %5&lt;br&gt;mean %6 ± %7 (99.9 %), CV %8 %</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 回: 中央値 %3、最小 %4、最大 %5&lt;br&gt;平均 %6 ± %7 (99.9 %)、変動係数 %8 %</translation>
    </message>
    <message>
        <location filename="../../ui/distributionplot.cpp" line="119" />
        <source>median %1 per %2</source>
        <translation>%2 あたりの中央値 %1</translation>
    </message>
<message>
        <location filename="../../ui/distributionplot.h" line="15" />
        <location filename="../../ui/report/reportwriter.cpp" line="243" />
        <source>Distribution</source>
        <translation>分布</translation>
    </message>
</context>
<context>
    <name>Finding</name>
    <message>
        <location filename="../../core/trace/findingcontext.cpp" line="191" />
        <source>From %1.</source>
        <translation>呼び出し元: %1。</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingcontext.cpp" line="195" />
        <source>Mostly inside the program's zone Stopwatch[%1].</source>
        <translation>大半はプログラムのゾーン Stopwatch[%1] の中です。</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingcontext.cpp" line="199" />
        <source>These calls took %1, %2 of the process's %3.</source>
        <translation>これらの呼び出しに %1 かかりました。プロセスの %3 の %2 です。</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingcontext.cpp" line="229" />
        <source>In the program's own code, %1 makes %2 of these calls.</source>
        <translation>プログラム自身のコードでは、%1 がこれらの呼び出しの %2 を行っています。</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingcontext.cpp" line="236" />
        <source>Other callers: %1.</source>
        <translation>ほかの呼び出し元: %1。</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingcontext.cpp" line="243" />
        <source>Its call stack: %1.</source>
        <translation>その呼び出しスタック: %1。</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="83" />
        <source>%1 was opened %2 times; %3 of those sessions wrote a little (%4 bytes on average) and closed it again: %5 calls took %6, %7 calls %8.</source>
        <translation>%1 は %2 回開かれました。そのうち %3 回は少しだけ（平均 %4 バイト）書いてすぐ閉じています。%5 の呼び出しに %6、%7 の呼び出しに %8 かかりました。</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="90" />
        <source>%1 opens of %2, each writing %3 bytes</source>
        <translation>%2 を %1 回開き、毎回 %3 バイトを書き込み</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="119" />
        <source>%1 was flushed to storage %2 times (%3 calls) for %4 calls: about one flush per record, each waiting for the disk.</source>
        <translation>%1 は %4 の呼び出しに対して %2 回（%3）ストレージへフラッシュされました。レコードごとにほぼ一度フラッシュし、毎回ディスクを待っています。</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="146" />
        <source>The process also flushed %1 other files (%2): %3 flushes in all.</source>
        <translation>このプロセスはほかに %1 個のファイルもフラッシュしました（%2）。フラッシュは合計 %3 回です。</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="151" />
        <source>%1 calls for %2 writes on %3</source>
        <translation>%3 への %2 回の書き込みに対し %1 の呼び出し</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="194" />
        <source>%1 calls on %2: %3 of them move under %4 bytes.</source>
        <translation>%2 への %1 の呼び出し。そのうち %3 回は %4 バイト未満しか転送しません。</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="198" />
        <source>%1 calls, %2 read system calls (the kernel's count for the whole process) on %3: %4 of them move under %5 bytes.</source>
        <translation>%3 への %1 の呼び出しと、read システムコール %2 回（プロセス全体のカーネルの集計）。そのうち %4 回は %5 バイト未満しか転送しません。</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="201" />
        <source>%1 calls, %2 write system calls (the kernel's count for the whole process) on %3: %4 of them move under %5 bytes.</source>
        <translation>%3 への %1 の呼び出しと、write システムコール %2 回（プロセス全体のカーネルの集計）。そのうち %4 回は %5 バイト未満しか転送しません。</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="208" />
        <source>They are stdio calls: stdio's buffer spares the kernel, but each call still costs a lock and a buffer check.</source>
        <translation>これらは stdio の呼び出しです。stdio のバッファがカーネルへの出入りを省きますが、呼び出しごとにロックとバッファの確認がかかります。</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="211" />
        <source>They are system calls: every one of them enters the kernel.</source>
        <translation>これらはシステムコールです。どれもカーネルに入ります。</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="222" />
        <source>%1 %2 calls of 1 byte on %3</source>
        <translation>%3 への 1 バイトの %2 呼び出し %1 回</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="223" />
        <source>%1 %2 calls of under %4 bytes on %3</source>
        <translation>%3 への %4 バイト未満の %2 呼び出し %1 回</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="390" />
        <source>%1 calls went to %2 one record at a time: %3 of them wrote %4 bytes to %5 KiB, each one a system call, with no buffer gathering them.</source>
        <translation>%1 の呼び出しがレコードごとに %2 に送られました。そのうち %3 回は %4 バイトから %5 KiB を書き、まとめるバッファがないため毎回システムコールです。</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="487" />
        <source>%1 was mapped whole and touched whole: %2 of its pages (%3) were in the process's memory through %4 mappings, so it held the whole file at once (they count in its resident size; those it did not write are page cache pages the kernel can drop when memory is short); the time of the page faults is not measured.</source>
        <translation>%1 はまるごとマップされ、まるごと触れられました：そのページ %2（%3 ページ）が %4 個のマッピングを通じてプロセスのメモリにあり、ファイル全体を一度に抱えていました（常駐サイズに数えられます。書き込まなかったページはページキャッシュのページで、メモリが足りなくなればカーネルが手放せます）。ページフォールト自体の時間は測定していません。</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="496" />
        <source>%1 (%2) mapped whole and touched whole</source>
        <translation>%1（%2）はまるごとマップされ、まるごと触れられた</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="531" />
        <source>%1 calls sent to %2 in small pieces: %3 of them carried under %4 bytes, each one a system call (and on TCP often a packet of its own), with no buffer gathering them.</source>
        <translation>%1 の呼び出しが %2 へ小分けに送られました。そのうち %3 回は %4 バイト未満しか運ばず、まとめるバッファがないため毎回システムコールです（TCP では多くの場合それぞれが一つのパケットになります）。</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="537" />
        <source>%1 calls of %2 bytes on average to %3</source>
        <translation>%3 への平均 %2 バイトの %1 の呼び出し</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="251" />
        <source>%1 times %2 was opened and read from offset 0, %3 bytes each on average of its %4 (%5 calls in all).</source>
        <translation>%2 は %1 回開かれてオフセット 0 から読まれました。%4 のうち平均 %3 バイトずつです（合計 %5 の呼び出し）。</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="258" />
        <source>%1 read from the start %2 times</source>
        <translation>%1 を先頭から %2 回読み込み</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="290" />
        <source>(%1 of its %2 intervals between rounds from %3 up.)</source>
        <translation>（周回の間隔 %2 個のうち %1 個が %3 以上。）</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="291" />
        <source>(%1 of its %2 intervals from %3 up.)</source>
        <translation>（間隔 %2 個のうち %1 個が %3 以上。）</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="294" />
        <source>(%1 of its %2 intervals between rounds between %3 and %4.)</source>
        <translation>（周回の間隔 %2 個のうち %1 個が %3 から %4 の間。）</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="295" />
        <source>(%1 of its %2 intervals between %3 and %4.)</source>
        <translation>（間隔 %2 個のうち %1 個が %3 から %4 の間。）</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="307" />
        <source>(coefficient of variation %1.)</source>
        <translation>（変動係数 %1。）</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="354" />
        <source>%1 was stat'ed %2 times (%3 a round) at a regular interval of %4: a loop asking whether it changed, sleeping in between.</source>
        <translation>%1 は %4 の一定間隔で %2 回（周ごとに %3 回）stat されました。変わったかどうかを尋ね、その間は眠るループです。</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="359" />
        <source>%1 was stat'ed %2 times at a regular interval of %3: a loop asking whether it changed, sleeping in between.</source>
        <translation>%1 は %3 の一定間隔で %2 回 stat されました。変わったかどうかを尋ね、その間は眠るループです。</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="365" />
        <source>%1 stat'ed %2 times, every %3</source>
        <translation>%1 を %3 ごとに %2 回 stat</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="396" />
        <source>%1 calls of %2 bytes on average on %3</source>
        <translation>%3 への平均 %2 バイトの %1 の呼び出し</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="420" />
        <source>%1 times a request went to %2 and the program waited for its answer (%3 per exchange on average, %4 calls).</source>
        <translation>%1 回、要求が %2 に送られ、プログラムはその応答を待ちました（往復ごとに平均 %3、%4 の呼び出し）。</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="425" />
        <source>%1 request/response round trips with %2</source>
        <translation>%2 との要求・応答の往復 %1 回</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="448" />
        <source>%1 was read whole: %2 in %3 calls, so the process held the whole file in memory at once.</source>
        <translation>%1 は丸ごと読まれました。%3 の呼び出しで %2 を読み、プロセスはファイル全体を一度にメモリに保持しました。</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="453" />
        <source>%1 (%2) read into memory in %3 calls</source>
        <translation>%1（%2）を %3 回の呼び出しでメモリに読み込み</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracephrases.cpp" line="23" />
        <source>Open the file once, write every record through one buffered stream, and close it at the end.</source>
        <translation>ファイルは一度だけ開き、すべてのレコードを一つのバッファ付きストリームで書き、最後に閉じてください。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracephrases.cpp" line="25" />
        <source>Flush once at the end, or where losing the work would really matter (a commit of many records), not after every record; a database does that when many rows go into one transaction.</source>
        <translation>フラッシュはレコードごとではなく、最後に一度、または作業を失うと本当に困る所（多くのレコードのコミット）で行ってください。データベースでは多くの行を一つのトランザクションに入れればそうなります。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracephrases.cpp" line="28" />
        <source>Read in blocks of 64 KiB or more and work on the bytes in memory: the cost is then per block, not per byte.</source>
        <translation>64 KiB 以上のブロックで読み、バイトはメモリ上で処理してください。コストはバイトごとではなくブロックごとになります。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracephrases.cpp" line="31" />
        <source>Collect the bytes in memory and write them in blocks of 64 KiB or more: the cost is then per block, not per byte.</source>
        <translation>バイトはメモリに集め、64 KiB 以上のブロックで書いてください。コストはバイトごとではなくブロックごとになります。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracephrases.cpp" line="34" />
        <source>Read the file once and build an index (a hash map from key to value or offset), then answer every lookup from it.</source>
        <translation>ファイルは一度だけ読んで索引（キーから値またはオフセットへのハッシュマップ）を作り、検索はすべてそこから答えてください。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracephrases.cpp" line="37" />
        <source>Ask the kernel to tell you about changes (inotify on Linux, WatchService in Java) instead of asking over and over whether something changed.</source>
        <translation>変わったかどうかを何度も尋ねる代わりに、変更をカーネルに知らせてもらってください（Linux では inotify、Java では WatchService）。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracephrases.cpp" line="40" />
        <source>Put a buffer between the records and the file (a BufferedWriter, a FILE*, or writev for a batch) so that one system call carries many records.</source>
        <translation>レコードとファイルの間にバッファ（BufferedWriter、FILE*、まとめて書くなら writev）を置き、一回のシステムコールで多くのレコードを運んでください。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracephrases.cpp" line="43" />
        <source>Ask for everything in one request (a range or a batch of ids), and only for the fields you need: one round trip instead of one per item.</source>
        <translation>必要なものは一つの要求（範囲や ID のまとまり）で、必要なフィールドだけを求めてください。項目ごとではなく一往復で済みます。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracephrases.cpp" line="46" />
        <source>Stream it through a fixed buffer instead (64 KiB to 1 MiB): memory then stays the same however large the file grows.</source>
        <translation>代わりに固定のバッファ（64 KiB から 1 MiB）を通して流してください。ファイルがどれほど大きくなってもメモリは変わりません。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracephrases.cpp" line="49" />
        <source>For one pass over the file, read it through a fixed buffer, or map it in windows and unmap each one behind you: memory then stays the same however large the file grows.</source>
        <translation>ファイルを一度通して処理するなら、固定サイズのバッファを通して読むか、ウィンドウごとにマップして通り過ぎたものからアンマップしてください。そうすればファイルがどれほど大きくなってもメモリは一定です。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracephrases.cpp" line="52" />
        <source>Gather what you send in a buffer (a BufferedOutputStream around the socket's stream, a FILE* or a buffered makefile(), or writev for a batch) and send many kilobytes per call: the cost is then per buffer, not per piece.</source>
        <translation>送るものはバッファ（ソケットのストリームを包む BufferedOutputStream、FILE* またはバッファ付きの makefile()、まとめて送るなら writev）に集め、一回の呼び出しで何キロバイトも送ってください。コストは断片ごとではなくバッファごとになります。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracephrases.cpp" line="145" />
        <source>The strategy %1 does this: %2 %3 %4</source>
        <translation>戦略 %1 はこうします：%2 %3 %4</translation>
    </message>
</context>
<context>
    <name>iolens::ui::FlameExport</name>
    <message>
        <location filename="../../ui/trace/flameexport.cpp" line="76" />
        <source>%1: the flame graph is saved as .png, .pdf or .svg.</source>
        <translation>%1：フレームグラフは .png、.pdf、.svg で保存します。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flameexport.cpp" line="84" />
        <source>%1 cannot be written: %2.</source>
        <translation>%1 に書き込めません：%2。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flameexport.cpp" line="128" />
        <source>%1 could not be written (out of space?).</source>
        <translation>%1 を書き込めませんでした（空き容量不足？）。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flameexport.cpp" line="137" />
        <source>%1: the trace has no call stacks to draw (recorded with --no-stacks, in ptrace mode, or without a single sampled call).</source>
        <translation>%1：トレースに描くべき呼び出しスタックがありません（--no-stacks で記録したか、ptrace モードか、サンプリングされた呼び出しが一つもありません）。</translation>
    </message>
</context>
<context>
    <name>iolens::ui::FlameGraphView</name>
    <message>
        <location filename="../../ui/trace/flamegraphview.cpp" line="87" />
        <source>all sampled I/O calls</source>
        <translation>サンプリングしたすべての I/O 呼び出し</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamegraphview.cpp" line="112" />
        <source>%1: %2 in I/O calls, %3 calls, %4 (%5 % of the %6)</source>
        <translation>%1：I/O 呼び出しに %2、%3 回の呼び出し、%4（%6 の %5 %）</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamegraphview.cpp" line="115" />
        <source>calls</source>
        <translation>呼び出し</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamegraphview.cpp" line="116" />
        <source>bytes</source>
        <translation>バイト</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamegraphview.cpp" line="117" />
        <source>time</source>
        <translation>時間</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamegraphview.cpp" line="119" />
        <source>Mostly %1</source>
        <translation>主に %1</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamegraphview.cpp" line="121" />
        <source>A runtime frame (a system library or the language's runtime)</source>
        <translation>ランタイムのフレーム（システムライブラリまたは言語のランタイム）</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamegraphview.cpp" line="219" />
        <source>No call stacks in this trace: it was recorded without stacks (--no-stacks), in ptrace mode, or by an older iolens.</source>
        <translation>このトレースにはコールスタックがありません。スタックなし（--no-stacks）、ptrace モード、または古い iolens で記録されました。</translation>
    </message>
</context>
<context>
    <name>iolens::ui::FlamePane</name>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="36" />
        <source>Fold runtime frames</source>
        <translation>ランタイムのフレームを畳む</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="40" />
        <source>Save image…</source>
        <translation>画像を保存…</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="47" />
        <source>Time in I/O calls</source>
        <translation>I/O 呼び出しの時間</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="48" />
        <source>Calls</source>
        <translation>呼び出し</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="49" />
        <source>Bytes</source>
        <translation>バイト</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="50" />
        <source>What a frame's width stands for</source>
        <translation>フレームの幅が表すもの</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="51" />
        <source>Callers first (top-down)</source>
        <translation>呼び出し元から（トップダウン）</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="52" />
        <source>Calls first (bottom-up)</source>
        <translation>呼び出しから（ボトムアップ）</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="53" />
        <source>Top-down: the program's entry at the bottom, the I/O calls at the top. Bottom-up: the I/O calls at the bottom, who made them above.</source>
        <translation>トップダウン：プログラムの入口が下、I/O 呼び出しが上。ボトムアップ：I/O 呼び出しが下、それを呼んだものが上。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="56" />
        <source>Leave out the frames of system libraries and language runtimes, so that the tips are your own code</source>
        <translation>システムライブラリと言語ランタイムのフレームを省き、先端を自分のコードにする</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="58" />
        <source>Save the flame graph as drawn, as PNG, PDF or SVG</source>
        <translation>描かれたままのフレームグラフを PNG、PDF、SVG で保存</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="59" />
        <source>Search frames</source>
        <translation>フレームを検索</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="77" />
        <source>Width:</source>
        <translation>幅:</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="114" />
        <source>Flame graph</source>
        <translation>フレームグラフ</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="115" />
        <source>Tree</source>
        <translation>ツリー</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="116" />
        <source>Source</source>
        <translation>ソース</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="161" />
        <source>Show only what %1 caused</source>
        <translation>%1 が引き起こしたものだけを表示</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="167" />
        <source>Count %1 as your code</source>
        <translation>%1 を自分のコードとして数える</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="174" />
        <source>The file table, the plots, the time line and these stacks show only the calls whose sampled stacks pass through this frame</source>
        <translation>ファイル表、プロット、タイムライン、このスタックに、サンプリングしたスタックがこのフレームを通る呼び出しだけを表示します</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="176" />
        <source>Show its source</source>
        <translation>ソースを表示</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="180" />
        <source>The findings then name lines in every module or script whose path contains %1, as iolens-cli trace --user-code does</source>
        <translation>以後、所見はパスに %1 を含むすべてのモジュールやスクリプトの行を挙げます（iolens-cli trace --user-code と同じです）</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="199" />
        <source>Each box is a function, as wide as its share of the measure chosen above, standing on its caller (top-down) or on what it called (bottom-up). Click a box to zoom in, a full-width row beneath it to zoom out; its source, when this machine has it, is then in the Source tab. %1</source>
        <translation>各ボックスは関数で、幅は上で選んだ尺度に占める割合です。呼び出し元（トップダウン）または呼び出した先（ボトムアップ）の上に載ります。ボックスをクリックで拡大、下の全幅の行をクリックで縮小。このマシンにソースがあれば、そのソースが「ソース」タブに出ます。%1</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="204" />
        <source>Click a frame of your own code in the flame graph or the tree to see its source here.</source>
        <translation>フレームグラフかツリーで自分のコードのフレームをクリックすると、ここにそのソースが出ます。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="219" />
        <source>%1 has no source file and line: its module was built without debug information, or it is a runtime's own code.</source>
        <translation>%1 にはソースファイルと行がありません：そのモジュールがデバッグ情報なしでビルドされたか、ランタイム自身のコードです。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="239" />
        <location filename="../../ui/trace/flamepane.cpp" line="248" />
        <source>Save the flame graph</source>
        <translation>フレームグラフを保存</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="241" />
        <source>PNG image (*.png)</source>
        <translation>PNG 画像 (*.png)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="241" />
        <source>PDF document (*.pdf)</source>
        <translation>PDF 文書 (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="241" />
        <source>SVG drawing (*.svg)</source>
        <translation>SVG 図 (*.svg)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="269" />
        <source>Matching frames: %1</source>
        <translation>一致したフレーム: %1</translation>
    </message>
</context>
<context>
    <name>iolens::ui::GenerateDialog</name>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="35" />
        <source>Generate test file</source>
        <translation>テストファイルの生成</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="36" />
        <source>Random bytes (copy)</source>
        <translation>ランダムなバイト（コピー用）</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="37" />
        <source>Text lines (read, lookup)</source>
        <translation>テキスト行（読み込み・検索用）</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="38" />
        <source>Zeros, allocated</source>
        <translation>ゼロ（領域確保あり）</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="39" />
        <source>Sparse (a hole, like the article's setLength)</source>
        <translation>スパース（記事の setLength と同じ穴）</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="40" />
        <source>Bytes, or with K/M/G meaning KiB/MiB/GiB: 64M = 67108864 bytes</source>
        <translation>バイト数、または K/M/G（KiB/MiB/GiB）: 64M = 67108864 バイト</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="43" />
        <source> bytes</source>
        <translation> バイト</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="44" />
        <source>ASCII</source>
        <translation>ASCII</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="45" />
        <source>UTF-8 with Japanese and Korean</source>
        <translation>日本語・韓国語を含む UTF-8</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="50" />
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="57" />
        <source>Generate</source>
        <translation>生成</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="60" />
        <source>Kind:</source>
        <translation>種類:</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="61" />
        <source>Size:</source>
        <translation>サイズ:</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="62" />
        <source>Average line length:</source>
        <translation>平均行長:</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="63" />
        <source>Characters:</source>
        <translation>文字:</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="64" />
        <source>File:</source>
        <translation>ファイル:</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="99" />
        <source>Test file</source>
        <translation>テストファイル</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="109" />
        <source>'%1' is not a size: use bytes or K/M/G (KiB/MiB/GiB), e.g. 64M.</source>
        <translation>'%1' はサイズではありません。バイト数か K/M/G（KiB/MiB/GiB）を使ってください（例: 64M）。</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="117" />
        <source>'%1' exists. Replace it?</source>
        <translation>'%1' は既に存在します。置き換えますか？</translation>
    </message>
</context>
<context>
    <name>iolens::ui::HotspotView</name>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="47" />
        <location filename="../../ui/hotspotview.cpp" line="88" />
        <location filename="../../ui/hotspotview.cpp" line="95" />
        <source>Run v1–v4</source>
        <translation>v1–v4 を実行</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="53" />
        <source>iterations: </source>
        <translation>反復: </translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="54" />
        <source>The article ran 10,000; v1 then takes minutes on a slow disk.</source>
        <translation>記事では 10,000 回。遅いディスクでは v1 に数分かかります。</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="55" />
        <source>scenario.csv-merge (article 004)</source>
        <translation>scenario.csv-merge（記事 004）</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="108" />
        <source>1 total</source>
        <translation>1 全体</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="109" />
        <source>2 print</source>
        <translation>2 出力</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="109" />
        <source>3 read test1</source>
        <translation>3 test1 読み込み</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="110" />
        <source>4 write</source>
        <translation>4 書き込み</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="110" />
        <source>5 read test2</source>
        <translation>5 test2 読み込み</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="111" />
        <source>6 write</source>
        <translation>6 書き込み</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="111" />
        <source>7 open</source>
        <translation>7 オープン</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="112" />
        <source>8 close</source>
        <translation>8 クローズ</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="121" />
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="150" />
        <source>Stopwatch</source>
        <translation>ストップウォッチ</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="152" />
        <source>%1 [ms]</source>
        <translation>%1 [ms]</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="153" />
        <source>article v1 [ms]</source>
        <translation>記事 v1 [ms]</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="156" />
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
        <source>Total time [ms]</source>
        <translation>合計時間 [ms]</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="223" />
        <source>Press "Run v1–v4" to run article 004's program in its four variants.</source>
        <translation>「v1–v4 を実行」で記事 004 のプログラムを 4 つの版で実行します。</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="230" />
        <source>StopwatchUtil sections: 1 total, 2 print, 3 read test1, 4 write, 5 read test2, 6 write, 7 open, 8 close. v2 merges the two writes, v3 opens the writer once, v4 indexes the reads too. Log scale: each step removes a hotspot.</source>
        <translation>StopwatchUtil の区間: 1 全体、2 出力、3 test1 読み込み、4 書き込み、5 test2 読み込み、6 書き込み、7 オープン、8 クローズ。v2 は 2 回の書き込みをまとめ、v3 はライターを 1 回だけ開き、v4 は読み込みも索引化。対数軸：各段階でホットスポットが 1 つ消えます。</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="248" />
        <source>One open+close of a file costs %1 on this machine (measured just now), against about %2 per reopen on the article's platform (section 4: 71,247 ms for 10,000 writes).</source>
        <translation>このマシンではファイルの open+close 1 回に %1 かかります（いま計測）。記事の環境では開き直し 1 回あたり約 %2 でした（4 節: 10,000 回の書き込みで 71,247 ms）。</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="259" />
        <source>So v1 and v3 take about the same time here (v1 ÷ v3 = %1×): the article's "the writer is the hotspot" does not reproduce, and the reads that v4 indexes are what matter.</source>
        <translation>そのためここでは v1 と v3 はほぼ同じ時間です（v1 ÷ v3 = %1×）。記事の「ライターがホットスポット」は再現せず、効いているのは v4 がインデックスにする読み込みです。</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="263" />
        <source>Here v3 is %1× faster than v1: reopening the writer for every line costs enough to matter.</source>
        <translation>ここでは v3 が v1 より %1× 速い: 1 行ごとにライターを開き直すコストが効いています。</translation>
    </message>
<message>
        <location filename="../../ui/hotspotview.h" line="26" />
        <source>Hotspot</source>
        <translation>ホットスポット</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <location filename="../../core/copy/bufferloop.cpp" line="36" />
        <location filename="../../core/copy/copyfamily.cpp" line="16" />
        <location filename="../../core/copy/directio.cpp" line="46" />
        <location filename="../../core/copy/iostreamrdbuf.cpp" line="104" />
        <location filename="../../core/copy/iouring.cpp" line="134" />
        <location filename="../../core/copy/kernelcopy.cpp" line="49" />
        <location filename="../../core/copy/kernelcopy.cpp" line="99" />
        <location filename="../../core/copy/kernelcopy.cpp" line="163" />
        <location filename="../../core/copy/mmapcopy.cpp" line="71" />
        <location filename="../../core/copy/mmapcopy.cpp" line="133" />
        <location filename="../../core/copy/parallelcopy.cpp" line="49" />
        <location filename="../../core/copy/qfilecopy.cpp" line="62" />
        <location filename="../../core/copy/qfilecopy.cpp" line="156" />
        <location filename="../../core/copy/reflink.cpp" line="34" />
        <location filename="../../core/copy/stdfilesystem.cpp" line="52" />
        <source>Article 000 (copying a file, JMH, 10 GB sparse file): transferTo 13.055 ± 0.583 s; buffered variants 12.7–13.7 s — the same within error. 10 GB stream→stream 12.128 ± 0.331 s vs Path→Path 12.257 ± 0.342 s; at 100 GB 160.0 vs 153.5 s: the native copy pulls ahead at scale.</source>
        <translation>記事 000（ファイルのコピー、JMH、10 GB のスパースファイル）: transferTo は 13.055 ± 0.583 s、バッファ付きの各方式は 12.7–13.7 s で、誤差の範囲内で同じである。10 GB ではストリーム→ストリームが 12.128 ± 0.331 s、Path→Path が 12.257 ± 0.342 s。100 GB では 160.0 s 対 153.5 s となり、規模が大きくなるとネイティブコピーが前に出る。</translation>
    </message>
    <message>
        <location filename="../../core/read/bufferread.cpp" line="36" />
        <location filename="../../core/read/charread.cpp" line="170" />
        <location filename="../../core/read/getlineread.cpp" line="58" />
        <location filename="../../core/read/readfamily.cpp" line="16" />
        <source>Article 002 (10 MB text): FileReader.read() per char 450 ms; FileReader with a 1 MiB char[] 80 ms; BufferedReader.readLine() 120 ms (a larger BufferedReader buffer made it 140 ms).</source>
        <translation>記事 002（10 MB のテキスト）: FileReader.read() で 1 文字ずつ 450 ms、1 MiB の char[] を使った FileReader で 80 ms、BufferedReader.readLine() で 120 ms（BufferedReader のバッファを大きくすると 140 ms になった）。</translation>
    </message>
    <message>
        <location filename="../../core/write/openoncewrite.cpp" line="38" />
        <location filename="../../core/write/openoncewrite.cpp" line="96" />
        <location filename="../../core/write/reopenwrite.cpp" line="74" />
        <location filename="../../core/write/writefamily.cpp" line="16" />
        <source>Article 004 (10,000 iterations): writing through a writer opened and closed per record took 71,247 ms + 69,725 ms; merging the two writes 67,674 ms; opening the writer once: 19 ms write, 2 ms open, 10 ms close. Whole run 2.7 min → 2 s.</source>
        <translation>記事 004（10,000 回の反復）: レコードごとに開いて閉じるライターを通した書き込みは 71,247 ms + 69,725 ms かかった。2 回の書き込みをまとめると 67,674 ms。ライターを 1 回だけ開くと、write 19 ms、open 2 ms、close 10 ms。実行全体で 2.7 min → 2 s。</translation>
    </message>
    <message>
        <location filename="../../core/lookup/indexlookup.cpp" line="56" />
        <location filename="../../core/lookup/lookupfamily.cpp" line="16" />
        <location filename="../../core/lookup/rescanlookup.cpp" line="40" />
        <source>Article 004: each lookup re-opened test1.csv/test2.csv and read from the start (8,277 ms + 9,939 ms); an index read once turns O(N·M) into O(N+M).</source>
        <translation>記事 004: 各検索が test1.csv/test2.csv を開き直して先頭から読んでいた（8,277 ms + 9,939 ms）。1 回読むだけのインデックスで O(N·M) が O(N+M) になる。</translation>
    </message>
    <message>
        <location filename="../../core/alloc/allocfamily.cpp" line="16" />
        <location filename="../../core/alloc/allocread.cpp" line="109" />
        <location filename="../../core/alloc/allocread.cpp" line="138" />
        <source>Article 002: ByteBuffer.allocateDirect called per use can trigger System.gc() when native memory runs out; allocate once and reuse.</source>
        <translation>記事 002: 使うたびに呼ぶ ByteBuffer.allocateDirect は、ネイティブメモリが尽きると System.gc() を引き起こしうる。1 回だけ確保して再利用すること。</translation>
    </message>
    <message>
        <location filename="../../core/watch/watchfamily.cpp" line="15" />
        <source>Article 002: until JDK 6, code called File.lastModified() again and again to see whether a file had changed; each call runs several steps inside and goes to the OS's I/O, so a service that repeats it pays for it. JDK 7's WatchService (register the directory for ENTRY_MODIFY, then take() waits until a change) makes the periodic check unnecessary. The article gives no figures for this: iolens measures them.</source>
        <translation>記事 002: JDK 6 までは、ファイルが変わったかどうかを知るためにコードが File.lastModified() を何度も呼んでいた。1 回の呼び出しは内部でいくつもの手順を踏み OS の I/O に行くので、それを繰り返すサービスはそのコストを払う。JDK 7 の WatchService（ディレクトリを ENTRY_MODIFY で登録し、take() が変更まで待つ）により、定期的な確認は不要になる。記事はこれについて数値を示していない: iolens がそれを測る。</translation>
    </message>
    <message>
        <location filename="../../core/net/netfamily.cpp" line="15" />
        <source>Article 004 (HTTP + database round trips for ids 1–29 of a table with an image column, java.net.http.HttpClient + Jackson): one request per id 20,841 ms → one request for the id range 6,103 ms → enable &lt;&gt; 0 filtered on the server 4,562 ms → only the name column selected 556 ms. Fewer round trips, then less data: about 20 s → about 0.5 s.</source>
        <translation>記事 004（画像列を持つテーブルの id 1–29 に対する HTTP + データベースの往復、java.net.http.HttpClient + Jackson）: id ごとに 1 リクエストで 20,841 ms → id の範囲で 1 リクエストにして 6,103 ms → enable &lt;&gt; 0 をサーバー側で絞り込んで 4,562 ms → name 列だけを選んで 556 ms。往復を減らし、次にデータを減らす: 約 20 s → 約 0.5 s。</translation>
    </message>
    <message>
        <location filename="../../core/ext/extfamily.cpp" line="153" />
        <source>External commands as strategies: cp, cat, dd, wc and fio as references, and the articles' own Java code, each verified in the family whose job it does. Wall time includes the process start (and the JVM's); phases are what the program printed.</source>
        <translation>外部コマンドを方式として扱う: 基準としての cp、cat、dd、wc、fio と、記事自身の Java コードで、それぞれ自分の仕事に当たるファミリーで検証する。ウォール時間にはプロセスの起動（と JVM の起動）が含まれ、フェーズはプログラムが出力したものである。</translation>
    </message>
    <message>
        <location filename="../../core/copy/bytecopy.cpp" line="44" />
        <source>one read(2) and one write(2) per byte</source>
        <translation>1 バイトごとに read(2) と write(2) を 1 回ずつ</translation>
    </message>
    <message>
        <location filename="../../core/copy/bytecopy.cpp" line="46" />
        <source>Asks the kernel for every single byte: read(fd, &amp;c, 1) then write(fd, &amp;c, 1), until end of file.</source>
        <translation>すべての 1 バイトをカーネルに要求する: ファイルの終わりまで read(fd, &amp;c, 1) のあと write(fd, &amp;c, 1) を行う。</translation>
    </message>
    <message>
        <location filename="../../core/copy/bytecopy.cpp" line="48" />
        <source>FileInputStream.read() / FileOutputStream.write(int) without any buffering: each call is a native call into the kernel.</source>
        <translation>バッファリングなしの FileInputStream.read() / FileOutputStream.write(int): 各呼び出しがカーネルへのネイティブ呼び出しになる。</translation>
    </message>
    <message>
        <location filename="../../core/copy/bytecopy.cpp" line="51" />
        <source>2 × size system calls of ~0.2–1 µs each; the bytes themselves cost nothing. 1 GiB needs two billion calls — minutes where a buffer loop takes a fraction of a second.</source>
        <translation>1 回あたり ~0.2–1 µs のシステムコールが 2 × size 回。バイトそのもののコストはゼロである。1 GiB には 20 億回の呼び出しが必要で、バッファループなら 1 秒に満たない処理に数分かかる。</translation>
    </message>
    <message>
        <location filename="../../core/copy/bytecopy.cpp" line="27" />
        <source>Timed in batches: 64 KiB are read one byte per call into a staging array (one Read interval, calls = bytes), then written one byte per call (one Write interval). A clock read costs about as much as one such call, so timing each call would double what is measured. Cancel is polled per batch.</source>
        <translation>バッチ単位で計測する: 64 KiB を 1 回の呼び出しにつき 1 バイトずつステージング配列に読み込み（Read 区間 1 つ、呼び出し回数 = バイト数）、次に 1 回の呼び出しにつき 1 バイトずつ書き出す（Write 区間 1 つ）。時計の読み取りはこうした呼び出し 1 回とほぼ同じコストなので、呼び出しごとに計測すると測定値が倍になってしまう。キャンセルはバッチごとに確認する。</translation>
    </message>
    <message>
        <location filename="../../core/copy/bytecopy.cpp" line="55" />
        <location filename="../../core/copy/bytecopy.cpp" line="143" />
        <location filename="../../core/copy/bytecopy.cpp" line="235" />
        <source>Article 000: BufferedInputStream.read() one byte per call through an 8 KiB buffer — per-byte calls are the real sin; the bulk loops are all equal.</source>
        <translation>記事 000: BufferedInputStream.read() で 8 KiB のバッファ越しに 1 回の呼び出しで 1 バイトずつ読む — 本当の罪はバイト単位の呼び出しであり、一括ループはどれも同等である。</translation>
    </message>
    <message>
        <location filename="../../core/copy/bytecopy.cpp" line="129" />
        <source>fgetc/fputc per byte through stdio buffers</source>
        <translation>stdio のバッファ越しに 1 バイトごとの fgetc/fputc</translation>
    </message>
    <message>
        <location filename="../../core/copy/bytecopy.cpp" line="132" />
        <source>Copies one byte per fgetc(3)/fputc(3) call; stdio refills and drains its own buffer (buffer_size, set with setvbuf) with one read(2)/write(2) per buffer.</source>
        <translation>fgetc(3)/fputc(3) の 1 回の呼び出しで 1 バイトずつコピーする。stdio は自前のバッファ（buffer_size、setvbuf で設定）を、バッファ 1 つにつき 1 回の read(2)/write(2) で補充・排出する。</translation>
    </message>
    <message>
        <location filename="../../core/copy/bytecopy.cpp" line="135" />
        <source>BufferedInputStream.read() / BufferedOutputStream.write(int) one byte at a time through their 8 KiB buffers.</source>
        <translation>BufferedInputStream.read() / BufferedOutputStream.write(int) で、8 KiB のバッファ越しに 1 バイトずつ。</translation>
    </message>
    <message>
        <location filename="../../core/copy/bytecopy.cpp" line="138" />
        <source>2 × size library calls of a few ns each (each takes the FILE lock, which glibc skips while the process has one thread) plus 2 × size / buffer_size system calls. Far cheaper than a system call per byte, still ~10× slower than a buffer loop: per-byte calls are the cost.</source>
        <translation>1 回あたり数 ns のライブラリ呼び出しが 2 × size 回（各回で FILE ロックを取る。プロセスがスレッド 1 つの間は glibc が省略する）に加え、2 × size / buffer_size 回のシステムコール。1 バイトごとのシステムコールよりはるかに安いが、それでもバッファループより ~10× 遅い: コストはバイト単位の呼び出しにある。</translation>
    </message>
    <message>
        <location filename="../../core/copy/bytecopy.cpp" line="222" />
        <source>istream::get/ostream::put per byte</source>
        <translation>1 バイトごとの istream::get/ostream::put</translation>
    </message>
    <message>
        <location filename="../../core/copy/bytecopy.cpp" line="225" />
        <source>Copies one byte per std::istream::get(char&amp;) and std::ostream::put(char) call on std::ifstream / std::ofstream; each filebuf (buffer_size, set with pubsetbuf) refills with one read(2) and drains with one write(2).</source>
        <translation>std::ifstream / std::ofstream に対する std::istream::get(char&amp;) と std::ostream::put(char) の 1 回の呼び出しで 1 バイトずつコピーする。各 filebuf（buffer_size、pubsetbuf で設定）は 1 回の read(2) で補充し、1 回の write(2) で排出する。</translation>
    </message>
    <message>
        <location filename="../../core/copy/bytecopy.cpp" line="229" />
        <source>BufferedInputStream.read() / BufferedOutputStream.write(int) one byte at a time, in C++ streams.</source>
        <translation>BufferedInputStream.read() / BufferedOutputStream.write(int) で 1 バイトずつ、の C++ ストリーム版。</translation>
    </message>
    <message>
        <location filename="../../core/copy/bytecopy.cpp" line="231" />
        <source>2 × size member calls, each building a sentry and checking stream state (more work per byte than fgetc), plus 2 × size / buffer_size system calls. Bounded by per-byte overhead, not I/O.</source>
        <translation>メンバ関数呼び出しが 2 × size 回で、各回が sentry を構築しストリームの状態を確認する（fgetc より 1 バイトあたりの仕事が多い）。これに 2 × size / buffer_size 回のシステムコールが加わる。律速するのは I/O ではなくバイトごとのオーバーヘッドである。</translation>
    </message>
    <message>
        <location filename="../../core/copy/bufferloop.cpp" line="25" />
        <source>read/write loop with a buffer</source>
        <translation>バッファを使った read/write ループ</translation>
    </message>
    <message>
        <location filename="../../core/copy/bufferloop.cpp" line="28" />
        <source>Reads a buffer's worth with read(2) and writes it out with write(2) until end of file.</source>
        <translation>ファイルの終わりまで、バッファ 1 つ分を read(2) で読み、write(2) で書き出す。</translation>
    </message>
    <message>
        <location filename="../../core/copy/bufferloop.cpp" line="30" />
        <source>InputStream.read(byte[8192]) / OutputStream.write loop; InputStream.transferTo uses the same 8 KiB loop inside the library.</source>
        <translation>InputStream.read(byte[8192]) / OutputStream.write のループ。InputStream.transferTo もライブラリ内部で同じ 8 KiB のループを使う。</translation>
    </message>
    <message>
        <location filename="../../core/copy/bufferloop.cpp" line="33" />
        <source>2 × ceil(size / buffer_size) system calls, each copying between the page cache and the user buffer: small buffers pay the per-call cost (~1 µs), large ones stop gaining past ~128 KiB.</source>
        <translation>2 × ceil(size / buffer_size) 回のシステムコールで、各回がページキャッシュとユーザーバッファの間でコピーする: 小さなバッファは呼び出しごとのコスト（~1 µs）を払い、大きなバッファは ~128 KiB を超えると速くならなくなる。</translation>
    </message>
    <message>
        <location filename="../../core/copy/iostreamrdbuf.cpp" line="85" />
        <source>out &lt;&lt; in.rdbuf() (stream to stream)</source>
        <translation>out &lt;&lt; in.rdbuf()（ストリームからストリームへ）</translation>
    </message>
    <message>
        <location filename="../../core/copy/iostreamrdbuf.cpp" line="90" />
        <source>The C++ one-liner: std::ofstream &lt;&lt; std::ifstream::rdbuf(). The library loops over the input filebuf's buffer and hands each filled buffer to the output stream, which writes it straight through with writev(2).</source>
        <translation>C++ の 1 行コピー: std::ofstream &lt;&lt; std::ifstream::rdbuf()。ライブラリは入力 filebuf のバッファをループし、満たしたバッファを出力ストリームに渡す。出力ストリームはそれを writev(2) でそのまま書き出す。</translation>
    </message>
    <message>
        <location filename="../../core/copy/iostreamrdbuf.cpp" line="94" />
        <source>InputStream.transferTo(OutputStream): a bulk copy loop inside the library with an 8 KiB buffer.</source>
        <translation>InputStream.transferTo(OutputStream): 8 KiB のバッファを使うライブラリ内部の一括コピーループ。</translation>
    </message>
    <message>
        <location filename="../../core/copy/iostreamrdbuf.cpp" line="96" />
        <source>2 × size / buffer_size system calls (libstdc++ reads buffer_size − 1 bytes per read(2): 8191 by default, so the reads are not page aligned), one copy into the filebuf and one out of it. As fast as a buffer loop of the same size.</source>
        <translation>2 × size / buffer_size 回のシステムコール（libstdc++ は read(2) 1 回につき buffer_size − 1 バイトを読む: デフォルトで 8191 なので、読み込みはページ境界に揃わない）。filebuf へのコピーと filebuf からのコピーが 1 回ずつ。同じサイズのバッファループと同じ速さである。</translation>
    </message>
    <message>
        <location filename="../../core/copy/iostreamrdbuf.cpp" line="100" />
        <source>Chunks are handed to the destination through a thin forwarding streambuf: the time inside each hand-over is Write, the time between hand-overs (the input refilling) is Read, two clock reads per chunk. It also ticks progress and polls cancel, which a bare `&lt;&lt;` cannot.</source>
        <translation>チャンクは薄い転送用 streambuf を通して出力先に渡される: 各受け渡しの内側の時間が Write、受け渡しの間の時間（入力の補充）が Read で、チャンクごとに時計を 2 回読む。この streambuf は進捗を更新し、キャンセルも確認する。素の `&lt;&lt;` にはそれができない。</translation>
    </message>
    <message>
        <location filename="../../core/copy/qfilecopy.cpp" line="46" />
        <source>QFile::read/QFile::write loop</source>
        <translation>QFile::read/QFile::write ループ</translation>
    </message>
    <message>
        <location filename="../../core/copy/qfilecopy.cpp" line="50" />
        <source>Qt's everyday way: QFile::read into a buffer and QFile::write it out, until QFile::read returns 0. The destination is created with O_EXCL and closed by iolens' own system-call layer; QFile only writes to it (Qt retries an interrupted close(2) and would then report EBADF for a good copy).</source>
        <translation>Qt の日常的なやり方: QFile::read でバッファに読み、QFile::write で書き出すことを、QFile::read が 0 を返すまで繰り返す。出力先は iolens 自身のシステムコール層が O_EXCL で作成して閉じ、QFile は書き込むだけである（Qt は割り込まれた close(2) を再試行し、正しいコピーでも EBADF を報告してしまうため）。</translation>
    </message>
    <message>
        <location filename="../../core/copy/qfilecopy.cpp" line="55" />
        <source>Files.newInputStream / Files.newOutputStream with a byte[] loop: the modern stream classes, a thin object layer over read(2)/write(2).</source>
        <translation>byte[] ループを使った Files.newInputStream / Files.newOutputStream: read(2)/write(2) の上の薄いオブジェクト層である現代的なストリームクラス。</translation>
    </message>
    <message>
        <location filename="../../core/copy/qfilecopy.cpp" line="58" />
        <source>Like the buffer loop (2 × size / buffer_size system calls) plus QIODevice's bookkeeping per call; small requests are served from QIODevice's internal buffer (16 KiB), so a tiny buffer_size costs library calls rather than system calls.</source>
        <translation>バッファループと同様（2 × size / buffer_size 回のシステムコール）に加え、呼び出しごとに QIODevice の管理処理がかかる。小さな要求は QIODevice の内部バッファ（16 KiB）から返されるので、ごく小さな buffer_size のコストはシステムコールではなくライブラリ呼び出しになる。</translation>
    </message>
    <message>
        <location filename="../../core/copy/qfilecopy.cpp" line="141" />
        <source>QFile::copy (one call)</source>
        <translation>QFile::copy（1 回の呼び出し）</translation>
    </message>
    <message>
        <location filename="../../core/copy/qfilecopy.cpp" line="143" />
        <source>One call to QFile::copy(newName). Qt 6.4 on Linux (seen with strace) writes into an anonymous O_TMPFILE in the destination directory, tries FICLONE, then copies with sendfile(2), fdatasync(2)s the file and links it into place; it fails if the destination exists.</source>
        <translation>QFile::copy(newName) を 1 回呼ぶ。Linux 上の Qt 6.4 は（strace で確認したところ）出力先ディレクトリに無名の O_TMPFILE を作って書き込み、FICLONE を試し、次に sendfile(2) でコピーし、ファイルを fdatasync(2) してから所定の場所にリンクする。出力先が存在すると失敗する。</translation>
    </message>
    <message>
        <location filename="../../core/copy/qfilecopy.cpp" line="148" />
        <source>Files.copy(Path, Path): a native path-to-path copy inside the library.</source>
        <translation>Files.copy(Path, Path): ライブラリ内部でのネイティブなパスからパスへのコピー。</translation>
    </message>
    <message>
        <location filename="../../core/copy/qfilecopy.cpp" line="149" />
        <source>A few system calls, the copy done in the kernel without passing through user space — plus a fdatasync that waits for the disk, which the other strategies do not pay: on a real disk this is the price of Qt's crash safety.</source>
        <translation>数回のシステムコールで、コピーはユーザー空間を通らずカーネル内で行われる — ただしディスクを待つ fdatasync が加わり、これは他の方式が払わないコストである: 実際のディスクでは、これが Qt のクラッシュ安全性の代価である。</translation>
    </message>
    <message>
        <location filename="../../core/copy/qfilecopy.cpp" line="153" />
        <location filename="../../core/copy/stdfilesystem.cpp" line="49" />
        <source>The single call is timed as one Write interval (it reads and writes). It cannot be interrupted: cancel is checked before it starts and progress is reported when it returns.</source>
        <translation>1 回の呼び出しを 1 つの Write 区間として計測する（読み込みと書き込みの両方を行う）。中断はできない: キャンセルは開始前に確認し、進捗は戻ったときに報告する。</translation>
    </message>
    <message>
        <location filename="../../core/copy/readall.cpp" line="24" />
        <source>whole file into memory, then write</source>
        <translation>ファイル全体をメモリに読み込んでから書き出す</translation>
    </message>
    <message>
        <location filename="../../core/copy/readall.cpp" line="26" />
        <source>Allocates a buffer as large as the file, reads the whole file into it, then writes it out.</source>
        <translation>ファイルと同じ大きさのバッファを確保し、ファイル全体をそこに読み込んでから書き出す。</translation>
    </message>
    <message>
        <location filename="../../core/copy/readall.cpp" line="28" />
        <source>Files.readAllBytes(Path) / InputStream.readAllBytes() followed by Files.write: fast, but memory grows with the file — dangerous with many concurrent users or a file larger than RAM.</source>
        <translation>Files.readAllBytes(Path) / InputStream.readAllBytes() のあとに Files.write: 速いが、メモリがファイルとともに増える — 同時利用者が多い場合や RAM より大きなファイルでは危険である。</translation>
    </message>
    <message>
        <location filename="../../core/copy/readall.cpp" line="31" />
        <source>As few system calls as possible, but size bytes of memory: the process's peak RSS grows by the file size, and every page of the buffer is faulted in (zeroed by the kernel) during Read.</source>
        <translation>システムコールは最小限だが、size バイトのメモリを使う: プロセスのピーク RSS はファイルサイズ分増え、バッファの全ページが Read の間にフォールトで割り当てられる（カーネルがゼロで埋める）。</translation>
    </message>
    <message>
        <location filename="../../core/copy/readall.cpp" line="34" />
        <source>Read and Write are timed per 4 MiB slice (the slices exist to poll cancel); Alloc is the allocation, whose pages are only touched later, in Read.</source>
        <translation>Read と Write は 4 MiB のスライスごとに計測する（スライスはキャンセルを確認するためにある）。Alloc は確保の時間で、そのページに触れるのは後の Read になってからである。</translation>
    </message>
    <message>
        <location filename="../../core/copy/readall.cpp" line="37" />
        <source>Article 000: readAllBytes() is fast, but memory grows with the file — dangerous with many concurrent users. Watch the Peak RSS column.</source>
        <translation>記事 000: readAllBytes() は速いが、メモリがファイルとともに増える — 同時利用者が多いと危険である。Peak RSS 列に注目。</translation>
    </message>
    <message>
        <location filename="../../core/copy/mmapcopy.cpp" line="54" />
        <source>map the source, write(2) from the mapping</source>
        <translation>ソースをマップし、マッピングから write(2)</translation>
    </message>
    <message>
        <location filename="../../core/copy/mmapcopy.cpp" line="59" />
        <source>Maps the source file into memory with mmap(2), a window at a time, and writes the mapped bytes to the destination with write(2), chunk by chunk: no user-space buffer and no read(2).</source>
        <translation>ソースファイルを mmap(2) でウィンドウ単位でメモリにマップし、マップしたバイトを write(2) でチャンクごとに出力先へ書く: ユーザー空間のバッファも read(2) もない。</translation>
    </message>
    <message>
        <location filename="../../core/copy/mmapcopy.cpp" line="62" />
        <source>FileChannel.map(READ_ONLY, position, size) and WritableByteChannel.write(MappedByteBuffer) — a MappedByteBuffer is limited to 2 GiB in Java; here windows of any size cover any file.</source>
        <translation>FileChannel.map(READ_ONLY, position, size) と WritableByteChannel.write(MappedByteBuffer) — Java の MappedByteBuffer は 2 GiB までに制限されるが、ここでは任意の大きさのウィンドウで任意のファイルを扱える。</translation>
    </message>
    <message>
        <location filename="../../core/copy/mmapcopy.cpp" line="65" />
        <source>size / chunk_size write(2) calls copying from the page cache to the page cache, plus one mmap/munmap pair per window; the source pages are faulted into the mapping while write(2) reads them, so page faults replace read calls (the faults are counted inside Write). Resident memory grows by one window. If the source is truncated meanwhile the process gets SIGBUS; on tmpfs, faulting a hole through a mapping allocates it, so a sparse source fills up with real memory.</source>
        <translation>ページキャッシュからページキャッシュへコピーする write(2) が size / chunk_size 回と、ウィンドウごとに mmap/munmap が 1 組。ソースのページは write(2) が読む間にマッピングへフォールトで読み込まれるので、read の呼び出しがページフォールトに置き換わる（フォールトは Write の中で数えられる）。常駐メモリはウィンドウ 1 つ分増える。その間にソースが切り詰められるとプロセスは SIGBUS を受ける。tmpfs ではマッピング越しにホールをフォールトさせると割り当てが起きるので、スパースなソースが実メモリで埋まっていく。</translation>
    </message>
    <message>
        <location filename="../../core/copy/mmapcopy.cpp" line="113" />
        <source>map both files, memcpy</source>
        <translation>両方のファイルをマップして memcpy</translation>
    </message>
    <message>
        <location filename="../../core/copy/mmapcopy.cpp" line="116" />
        <source>Sizes the destination with ftruncate(2), maps a window of both files with mmap(2) (the destination shared and writable) and copies with memcpy, window after window. No read or write system calls at all.</source>
        <translation>ftruncate(2) で出力先のサイズを決め、両ファイルのウィンドウを mmap(2) でマップし（出力先は共有・書き込み可能）、memcpy でウィンドウごとにコピーする。read や write のシステムコールは一切ない。</translation>
    </message>
    <message>
        <location filename="../../core/copy/mmapcopy.cpp" line="120" />
        <source>FileChannel.map(READ_ONLY) on the source, FileChannel.map(READ_WRITE) on the destination, then MappedByteBuffer.put(MappedByteBuffer).</source>
        <translation>ソースに FileChannel.map(READ_ONLY)、出力先に FileChannel.map(READ_WRITE) を使い、MappedByteBuffer.put(MappedByteBuffer) する。</translation>
    </message>
    <message>
        <location filename="../../core/copy/mmapcopy.cpp" line="123" />
        <source>Two page faults per page (a read fault on the source, a write fault on the destination) instead of system calls, and one user-space copy; the dirty pages are written back by the kernel later. Faults cost more than a large read(2), so this is rarely the fastest. Resident memory grows by two windows. A store into a mapped page the disk has no room for is a SIGBUS, not an error code, so the destination's blocks are reserved first with posix_fallocate(2): a full disk is then a clean ENOSPC. On tmpfs the source's holes get allocated, as with mmap-write.</source>
        <translation>システムコールの代わりに 1 ページあたり 2 回のページフォールト（ソースでの読み込みフォールトと出力先での書き込みフォールト）と、ユーザー空間でのコピー 1 回。ダーティページは後でカーネルが書き戻す。フォールトは大きな read(2) より高くつくので、これが最速になることはまれである。常駐メモリはウィンドウ 2 つ分増える。ディスクに空きのないマップ済みページへの書き込みはエラーコードではなく SIGBUS になるため、先に posix_fallocate(2) で出力先のブロックを確保する。これでディスクが満杯なら素直に ENOSPC になる。tmpfs では mmap-write と同様にソースのホールが割り当てられる。</translation>
    </message>
    <message>
        <location filename="../../core/copy/mmapcopy.cpp" line="130" />
        <source>memcpy is timed as Write in 4 MiB slices (the slices exist to poll cancel); the page faults it takes are part of that time. Mapping and unmapping each window are timed as Map.</source>
        <translation>memcpy は 4 MiB のスライスごとに Write として計測する（スライスはキャンセルを確認するためにある）。その間に起きるページフォールトもこの時間に含まれる。各ウィンドウのマップとアンマップは Map として計測する。</translation>
    </message>
    <message>
        <location filename="../../core/copy/kernelcopy.cpp" line="34" />
        <source>sendfile(2) in a loop</source>
        <translation>ループでの sendfile(2)</translation>
    </message>
    <message>
        <location filename="../../core/copy/kernelcopy.cpp" line="37" />
        <source>Lets the kernel copy from the source to the destination with sendfile(2), looping until it returns 0 (end of file).</source>
        <translation>sendfile(2) でソースから出力先へのコピーをカーネルに任せ、0（ファイルの終わり）が返るまでループする。</translation>
    </message>
    <message>
        <location filename="../../core/copy/kernelcopy.cpp" line="40" />
        <source>FileChannel.transferTo(position, count, target), which the JDK implements with sendfile on Linux (it also loops, since one call moves at most 2 GiB).</source>
        <translation>FileChannel.transferTo(position, count, target)。JDK は Linux ではこれを sendfile で実装している（1 回の呼び出しで動かせるのは最大 2 GiB なので、こちらもループする）。</translation>
    </message>
    <message>
        <location filename="../../core/copy/kernelcopy.cpp" line="43" />
        <source>size / chunk_size system calls, one copy from page cache to page cache inside the kernel, no user-space buffer. A 4 GiB file needs at least three calls: a single call stops at 0x7ffff000 bytes.</source>
        <translation>size / chunk_size 回のシステムコールで、カーネル内でページキャッシュからページキャッシュへ 1 回コピーし、ユーザー空間のバッファはない。1 回の呼び出しは 0x7ffff000 バイトで止まるので、4 GiB のファイルには少なくとも 3 回の呼び出しが必要である。</translation>
    </message>
    <message>
        <location filename="../../core/copy/kernelcopy.cpp" line="48" />
        <location filename="../../core/copy/kernelcopy.cpp" line="98" />
        <source>Each call is timed as one Write interval (it reads and writes).</source>
        <translation>各呼び出しを 1 つの Write 区間として計測する（読み込みと書き込みの両方を行う）。</translation>
    </message>
    <message>
        <location filename="../../core/copy/kernelcopy.cpp" line="85" />
        <source>copy_file_range(2) (what cp does)</source>
        <translation>copy_file_range(2)（cp のやり方）</translation>
    </message>
    <message>
        <location filename="../../core/copy/kernelcopy.cpp" line="87" />
        <source>Asks the kernel to copy a range from one file to another with copy_file_range(2), looping until it returns 0. GNU cp does this after trying FICLONE.</source>
        <translation>copy_file_range(2) でファイルの範囲を別のファイルへコピーするようカーネルに求め、0 が返るまでループする。GNU cp は FICLONE を試したあとにこれを行う。</translation>
    </message>
    <message>
        <location filename="../../core/copy/kernelcopy.cpp" line="90" />
        <source>Files.copy(Path, Path) — recent JDKs use copy_file_range for it on Linux.</source>
        <translation>Files.copy(Path, Path) — 最近の JDK は Linux ではこれに copy_file_range を使う。</translation>
    </message>
    <message>
        <location filename="../../core/copy/kernelcopy.cpp" line="92" />
        <source>size / chunk_size system calls; the filesystem may share extents (btrfs, XFS), copy on the server (NFS) or copy page cache to page cache (ext4, tmpfs). Only within one filesystem: between two filesystems the kernel answers EXDEV and this strategy reports unsupported (cp falls back to read/write there).</source>
        <translation>size / chunk_size 回のシステムコール。ファイルシステムはエクステントを共有したり（btrfs、XFS）、サーバー側でコピーしたり（NFS）、ページキャッシュからページキャッシュへコピーしたり（ext4、tmpfs）する。同一ファイルシステム内に限る: 2 つのファイルシステム間ではカーネルが EXDEV を返し、この方式は非対応と報告する（cp はその場合 read/write に戻る）。</translation>
    </message>
    <message>
        <location filename="../../core/copy/kernelcopy.cpp" line="146" />
        <source>splice(2) through a pipe</source>
        <translation>パイプを通した splice(2)</translation>
    </message>
    <message>
        <location filename="../../core/copy/kernelcopy.cpp" line="152" />
        <source>Moves the data file → pipe → file with two splice(2) calls per trip: the first takes references to the source's page-cache pages into the pipe, the second copies them into the destination.</source>
        <translation>データを ファイル → パイプ → ファイル と、1 往復あたり 2 回の splice(2) 呼び出しで移す: 1 回目はソースのページキャッシュのページへの参照をパイプに取り込み、2 回目はそれを出力先にコピーする。</translation>
    </message>
    <message>
        <location filename="../../core/copy/kernelcopy.cpp" line="155" />
        <source>None directly: FileChannel.transferTo uses sendfile, which the kernel itself builds from the same splice machinery.</source>
        <translation>直接の対応はない: FileChannel.transferTo は sendfile を使い、カーネル自身が sendfile を同じ splice の仕組みで組み立てている。</translation>
    </message>
    <message>
        <location filename="../../core/copy/kernelcopy.cpp" line="158" />
        <source>2 × size / pipe_size system calls; no user-space copy. With the default 64 KiB pipe it takes more calls than sendfile for the same work.</source>
        <translation>2 × size / pipe_size 回のシステムコールで、ユーザー空間でのコピーはない。デフォルトの 64 KiB のパイプでは、同じ仕事に sendfile より多くの呼び出しがかかる。</translation>
    </message>
    <message>
        <location filename="../../core/copy/kernelcopy.cpp" line="161" />
        <source>splice into the pipe is timed as Read, splice out of it as Write: one interval per call.</source>
        <translation>パイプへの splice を Read、パイプからの splice を Write として計測する: 呼び出しごとに区間 1 つ。</translation>
    </message>
    <message>
        <location filename="../../core/copy/stdfilesystem.cpp" line="36" />
        <source>std::filesystem::copy_file (one call)</source>
        <translation>std::filesystem::copy_file（1 回の呼び出し）</translation>
    </message>
    <message>
        <location filename="../../core/copy/stdfilesystem.cpp" line="38" />
        <source>One call to std::filesystem::copy_file(from, to, copy_options::none), which fails if the destination exists. libstdc++ 12 (seen with strace) opens the destination with O_EXCL, copies the permission bits and moves the data with sendfile(2).</source>
        <translation>std::filesystem::copy_file(from, to, copy_options::none) を 1 回呼ぶ。出力先が存在すると失敗する。libstdc++ 12 は（strace で確認したところ）出力先を O_EXCL で開き、パーミッションビットをコピーし、データを sendfile(2) で移す。</translation>
    </message>
    <message>
        <location filename="../../core/copy/stdfilesystem.cpp" line="42" />
        <source>Files.copy(Path, Path): the native path-to-path copy of article 000, which pulled ahead of the stream copies at 100 GB.</source>
        <translation>Files.copy(Path, Path): 記事 000 のネイティブなパスからパスへのコピーで、100 GB ではストリームによるコピーより前に出た。</translation>
    </message>
    <message>
        <location filename="../../core/copy/stdfilesystem.cpp" line="45" />
        <source>A handful of system calls; the copy itself happens inside the kernel (page cache to page cache), no user-space buffer. The standard library picks the mechanism, so it differs between libstdc++ and libc++ and between versions.</source>
        <translation>ほんの数回のシステムコール。コピー自体はカーネル内（ページキャッシュからページキャッシュへ）で行われ、ユーザー空間のバッファはない。仕組みは標準ライブラリが選ぶので、libstdc++ と libc++ の間でも、バージョン間でも異なる。</translation>
    </message>
    <message>
        <location filename="../../core/copy/iouring.cpp" line="115" />
        <source>io_uring reads and writes (liburing)</source>
        <translation>io_uring による読み書き（liburing）</translation>
    </message>
    <message>
        <location filename="../../core/copy/iouring.cpp" line="120" />
        <source>Keeps queue_depth requests in flight through an io_uring: each buffer reads a piece of the file, then writes it at the same offset, then takes the next piece. Requests are batched into one io_uring_enter(2) per round.</source>
        <translation>io_uring を通して queue_depth 個の要求を処理中に保つ: 各バッファはファイルの一部を読み、同じオフセットに書き、次の部分を取る。要求はラウンドごとに 1 回の io_uring_enter(2) にまとめられる。</translation>
    </message>
    <message>
        <location filename="../../core/copy/iouring.cpp" line="124" />
        <source>None directly; AsynchronousFileChannel is Java's asynchronous file API, though it is built on a thread pool, not on kernel completion queues.</source>
        <translation>直接の対応はない。AsynchronousFileChannel は Java の非同期ファイル API だが、カーネルの完了キューではなくスレッドプールの上に作られている。</translation>
    </message>
    <message>
        <location filename="../../core/copy/iouring.cpp" line="127" />
        <source>Few system calls (one submit per batch of requests) but the same copies as a buffer loop; reads that hit the page cache complete inside the submit, others go to kernel worker threads. Shines with many outstanding requests on fast storage or O_DIRECT, less on a warm cache.</source>
        <translation>システムコールは少ない（要求のバッチごとに submit 1 回）が、コピーはバッファループと同じである。ページキャッシュにヒットした読み込みは submit の中で完了し、それ以外はカーネルのワーカースレッドに回る。高速なストレージや O_DIRECT で多数の要求を同時に出すときに真価を発揮し、キャッシュが温まっている場合はそれほどでもない。</translation>
    </message>
    <message>
        <location filename="../../core/copy/iouring.cpp" line="131" />
        <source>Each io_uring_submit of reads is one Read interval (cached reads run inside it), each submit of writes one Write interval; waiting for completions is Wait. Bytes are those requested.</source>
        <translation>読み込みの io_uring_submit 1 回ごとに Read 区間 1 つ（キャッシュ済みの読み込みはその中で実行される）、書き込みの submit 1 回ごとに Write 区間 1 つ。完了の待機は Wait である。バイト数は要求した量である。</translation>
    </message>
    <message>
        <location filename="../../core/copy/directio.cpp" line="30" />
        <source>O_DIRECT with an aligned buffer (no page cache)</source>
        <translation>アラインしたバッファで O_DIRECT（ページキャッシュなし）</translation>
    </message>
    <message>
        <location filename="../../core/copy/directio.cpp" line="35" />
        <source>Opens both files with O_DIRECT and copies through an aligned buffer: the data moves between the device and the buffer by DMA, bypassing the page cache. The tail that is not a multiple of the block size is written after clearing O_DIRECT with fcntl(2).</source>
        <translation>両ファイルを O_DIRECT で開き、アラインしたバッファを通してコピーする: データはページキャッシュを迂回し、DMA でデバイスとバッファの間を移動する。ブロックサイズの倍数にならない末尾は、fcntl(2) で O_DIRECT を外してから書く。</translation>
    </message>
    <message>
        <location filename="../../core/copy/directio.cpp" line="39" />
        <source>ExtendedOpenOption.DIRECT with a ByteBuffer.allocateDirect(...).alignedSlice(blockSize) buffer (JDK 10+).</source>
        <translation>ByteBuffer.allocateDirect(...).alignedSlice(blockSize) のバッファと ExtendedOpenOption.DIRECT（JDK 10+）。</translation>
    </message>
    <message>
        <location filename="../../core/copy/directio.cpp" line="42" />
        <source>2 × size / buffer_size system calls, each waiting for the device: no cache hits, no read-ahead, no write-behind, so small buffers are slow and large ones (≥ 1 MiB) approach the device's speed. The cold path: what a copy costs when nothing is cached.</source>
        <translation>2 × size / buffer_size 回のシステムコールで、各回がデバイスを待つ: キャッシュヒットも先読みも遅延書き込みもないので、小さなバッファは遅く、大きなバッファ（≥ 1 MiB）はデバイスの速度に近づく。コールドパス、つまり何もキャッシュされていないときにコピーにかかるコストである。</translation>
    </message>
    <message>
        <location filename="../../core/copy/reflink.cpp" line="19" />
        <source>ioctl(FICLONE): share extents, copy nothing</source>
        <translation>ioctl(FICLONE): エクステントを共有し、何もコピーしない</translation>
    </message>
    <message>
        <location filename="../../core/copy/reflink.cpp" line="21" />
        <source>Asks the filesystem to make the destination share the source's extents (copy-on-write) with one ioctl(FICLONE). No data moves; blocks are copied only when either file is later changed.</source>
        <translation>1 回の ioctl(FICLONE) で、出力先がソースのエクステントを共有する（コピーオンライト）ようファイルシステムに求める。データは動かず、ブロックはどちらかのファイルが後で変更されたときにだけコピーされる。</translation>
    </message>
    <message>
        <location filename="../../core/copy/reflink.cpp" line="24" />
        <source>None in the JDK; it is what `cp --reflink` does, and what GNU cp tries first by default.</source>
        <translation>JDK にはない。`cp --reflink` が行うことであり、GNU cp がデフォルトで最初に試すことである。</translation>
    </message>
    <message>
        <location filename="../../core/copy/reflink.cpp" line="26" />
        <source>One system call whose cost grows with the number of extents, not with the bytes: a 100 GB file clones in milliseconds. Only on filesystems that share extents (btrfs, XFS with reflink, bcachefs, OCFS2) and only within one of them: ext4 and tmpfs answer EOPNOTSUPP, two filesystems EXDEV — reported as unsupported.</source>
        <translation>システムコール 1 回で、そのコストはバイト数ではなくエクステント数とともに増える: 100 GB のファイルが数ミリ秒でクローンされる。エクステントを共有するファイルシステム（btrfs、reflink 付きの XFS、bcachefs、OCFS2）でだけ、しかもその 1 つの中でだけ使える: ext4 と tmpfs は EOPNOTSUPP を、2 つのファイルシステム間では EXDEV を返し、非対応と報告される。</translation>
    </message>
    <message>
        <location filename="../../core/copy/reflink.cpp" line="31" />
        <source>The ioctl is timed as one Write interval. It cannot be interrupted: cancel is checked before it starts and progress is reported when it returns.</source>
        <translation>ioctl を 1 つの Write 区間として計測する。中断はできない: キャンセルは開始前に確認し、進捗は戻ったときに報告する。</translation>
    </message>
    <message>
        <location filename="../../core/copy/parallelcopy.cpp" line="27" />
        <source>N threads of pread/pwrite on disjoint ranges</source>
        <translation>重ならない範囲に対する N スレッドの pread/pwrite</translation>
    </message>
    <message>
        <location filename="../../core/copy/parallelcopy.cpp" line="34" />
        <source>Sizes the destination with ftruncate(2), splits the file into `threads` contiguous ranges (page aligned) and copies each range in its own thread with pread(2)/pwrite(2) and its own buffer. A file smaller than a page per thread keeps some threads idle; they are not started.</source>
        <translation>ftruncate(2) で出力先のサイズを決め、ファイルを `threads` 個の連続した範囲（ページ境界に揃える）に分け、各範囲を専用のスレッドで専用のバッファを使い pread(2)/pwrite(2) でコピーする。スレッドあたり 1 ページに満たない小さなファイルでは一部のスレッドが暇になるが、それらは起動しない。</translation>
    </message>
    <message>
        <location filename="../../core/copy/parallelcopy.cpp" line="38" />
        <source>No single API: the idea of Files.lines().parallel() (article 001) — split by byte ranges, let a pool of threads work — with FileChannel.read(ByteBuffer, position) / write(ByteBuffer, position).</source>
        <translation>単一の API はない: Files.lines().parallel()（記事 001）の考え方 — バイト範囲で分割してスレッドプールに処理させる — を FileChannel.read(ByteBuffer, position) / write(ByteBuffer, position) で行う。</translation>
    </message>
    <message>
        <location filename="../../core/copy/parallelcopy.cpp" line="42" />
        <source>The same system calls and copies as a buffer loop, spread over threads: it helps when one core cannot keep up (page-cache copies of a warm file, fast NVMe with deep queues) and hurts on a single spinning disk, where the heads seek between ranges. Memory: threads × buffer_size.</source>
        <translation>システムコールとコピーはバッファループと同じで、それがスレッドに分散される: 1 コアでは追いつかない場合（温まったファイルのページキャッシュ間コピー、キューの深い高速な NVMe）には効き、範囲間でヘッドがシークする単一の回転ディスクでは逆効果になる。メモリ: threads × buffer_size。</translation>
    </message>
    <message>
        <location filename="../../core/copy/parallelcopy.cpp" line="46" />
        <source>Every thread records its own Alloc, Read and Write phases (one interval per call); the totals add the threads up, so phase time can exceed wall time.</source>
        <translation>各スレッドが自分の Alloc、Read、Write フェーズを記録する（呼び出しごとに区間 1 つ）。合計はスレッド分を足し合わせるので、フェーズ時間がウォール時間を超えることがある。</translation>
    </message>
    <message>
        <location filename="../../core/copy/sparseaware.cpp" line="21" />
        <source>copy data extents only (SEEK_DATA/SEEK_HOLE)</source>
        <translation>データのエクステントだけをコピー（SEEK_DATA/SEEK_HOLE）</translation>
    </message>
    <message>
        <location filename="../../core/copy/sparseaware.cpp" line="25" />
        <source>Sizes the destination with ftruncate(2), then asks the source for its data extents with lseek(SEEK_DATA) and lseek(SEEK_HOLE) and copies only those with pread(2)/pwrite(2). Holes are skipped and stay holes in the destination, as `cp --sparse=auto` keeps them.</source>
        <translation>ftruncate(2) で出力先のサイズを決め、lseek(SEEK_DATA) と lseek(SEEK_HOLE) でソースのデータエクステントを問い合わせ、それだけを pread(2)/pwrite(2) でコピーする。ホールは飛ばされ、`cp --sparse=auto` が保つのと同様に出力先でもホールのままになる。</translation>
    </message>
    <message>
        <location filename="../../core/copy/sparseaware.cpp" line="29" />
        <source>None: RandomAccessFile.setLength made article 000's 10 GB test file sparse, and every Java copy API read its holes back as real zeros — the benchmark mostly copied zeros the disk never held.</source>
        <translation>なし: 記事 000 の 10 GB のテストファイルは RandomAccessFile.setLength でスパースになっており、Java のどのコピー API もそのホールを実際のゼロとして読み戻した — ベンチマークはディスクが一度も保持していないゼロを主にコピーしていたのである。</translation>
    </message>
    <message>
        <location filename="../../core/copy/sparseaware.cpp" line="32" />
        <source>Two lseek calls per data extent plus a buffer loop over the data alone: a mostly-empty file copies in a fraction of the time and takes no disk space for its holes. Zeros written as data are still copied (no zero detection). On a filesystem without SEEK_DATA the whole file counts as one extent.</source>
        <translation>データエクステント 1 つにつき lseek 呼び出しが 2 回と、データだけに対するバッファループ: ほとんど空のファイルはわずかな時間でコピーでき、ホールはディスク容量を使わない。データとして書かれたゼロは依然としてコピーされる（ゼロ検出はしない）。SEEK_DATA のないファイルシステムでは、ファイル全体が 1 つのエクステントとして扱われる。</translation>
    </message>
    <message>
        <location filename="../../core/copy/sparseaware.cpp" line="37" />
        <source>lseek calls are timed as Detect, each pread as Read and each pwrite as Write. Progress counts skipped holes too, so it reaches the file size.</source>
        <translation>lseek 呼び出しは Detect、各 pread は Read、各 pwrite は Write として計測する。進捗は飛ばしたホールも数えるので、ファイルサイズに達する。</translation>
    </message>
    <message>
        <location filename="../../core/copy/sparseaware.cpp" line="40" />
        <source>Article 000's 10 GB test file came from RandomAccessFile.setLength: a sparse file of zeros. SEEK_DATA/SEEK_HOLE copy only the data.</source>
        <translation>記事 000 の 10 GB のテストファイルは RandomAccessFile.setLength で作られた、ゼロのスパースファイルである。SEEK_DATA/SEEK_HOLE はデータだけをコピーする。</translation>
    </message>
    <message>
        <location filename="../../core/read/charread.cpp" line="158" />
        <source>one read(2) per byte</source>
        <translation>1 バイトごとに read(2) を 1 回</translation>
    </message>
    <message>
        <location filename="../../core/read/charread.cpp" line="161" />
        <source>Reads the file one byte per read(2) system call and collects the lines.</source>
        <translation>1 回の read(2) システムコールで 1 バイトずつファイルを読み、行を集める。</translation>
    </message>
    <message>
        <location filename="../../core/read/charread.cpp" line="162" />
        <source>FileReader.read() one character at a time without a buffer (article 002: 450 ms for 10 MB, against 80 ms with a 1 MiB char[] buffer).</source>
        <translation>バッファなしで 1 文字ずつの FileReader.read()（記事 002: 10 MB で 450 ms、1 MiB の char[] バッファでは 80 ms）。</translation>
    </message>
    <message>
        <location filename="../../core/read/charread.cpp" line="165" />
        <source>One system call per byte: size × (~0.3–1 µs of kernel entry, file lookup and a 1-byte copy). The work per byte is nothing; the calls are everything, so it is hundreds of times slower than read.buffer.</source>
        <translation>1 バイトにつきシステムコール 1 回: size × (~0.3–1 µs のカーネル進入、ファイルの検索、1 バイトのコピー)。1 バイトあたりの仕事は無に等しく、呼び出しがすべてなので、read.buffer の数百倍遅い。</translation>
    </message>
    <message>
        <location filename="../../core/read/charread.cpp" line="29" />
        <source>Phase read is timed around batches of 65,536 calls (one interval per batch, credited with the calls); the characters of a batch are then split into lines (split) and, with decode, decoded (decode). The batching only moves where the line handling happens: the calls are the same, one per byte.</source>
        <translation>read フェーズは 65,536 回の呼び出しのバッチごとに計測する（バッチごとに区間 1 つで、呼び出し回数を記録する）。バッチの文字はその後で行に分割され（split）、decode を指定すればデコードされる（decode）。バッチ化は行の処理が行われる場所を動かすだけで、呼び出しは同じく 1 バイトにつき 1 回である。</translation>
    </message>
    <message>
        <location filename="../../core/read/charread.cpp" line="179" />
        <source>fgetc(3) per byte through stdio's buffer</source>
        <translation>stdio のバッファ越しに 1 バイトごとに fgetc(3)</translation>
    </message>
    <message>
        <location filename="../../core/read/charread.cpp" line="182" />
        <source>Reads the file with one fgetc(3) per byte; stdio refills its buffer with one read(2) per 4 KiB.</source>
        <translation>1 バイトにつき 1 回の fgetc(3) でファイルを読む。stdio は 4 KiB ごとに 1 回の read(2) でバッファを補充する。</translation>
    </message>
    <message>
        <location filename="../../core/read/charread.cpp" line="184" />
        <source>FileReader.read() per character: Java's FileReader also decodes through an 8 KiB byte buffer, so this is the closer match of article 002's 450 ms case.</source>
        <translation>1 文字ずつの FileReader.read(): Java の FileReader も 8 KiB のバイトバッファを通してデコードするので、記事 002 の 450 ms のケースにより近いのはこちらである。</translation>
    </message>
    <message>
        <location filename="../../core/read/charread.cpp" line="187" />
        <source>size / 4 KiB system calls plus one library call per byte (~5–10 ns: a lock, a buffer check). Cheap calls, but still one per byte.</source>
        <translation>size / 4 KiB 回のシステムコールに加え、1 バイトにつき 1 回のライブラリ呼び出し（~5–10 ns: ロック 1 つとバッファの確認）。安い呼び出しだが、それでも 1 バイトにつき 1 回である。</translation>
    </message>
    <message>
        <location filename="../../core/read/charread.cpp" line="191" />
        <source>Article 002: FileReader.read() one char per call took 450 ms for 10 MB; stdio's fgetc is the buffered analogue — still one library call per character.</source>
        <translation>記事 002: 1 回の呼び出しで 1 文字ずつの FileReader.read() は 10 MB で 450 ms かかった。stdio の fgetc はそのバッファ付き版である — それでも 1 文字につき 1 回のライブラリ呼び出しになる。</translation>
    </message>
    <message>
        <location filename="../../core/read/charread.cpp" line="201" />
        <source>std::istream::get per byte</source>
        <translation>1 バイトごとに std::istream::get</translation>
    </message>
    <message>
        <location filename="../../core/read/charread.cpp" line="203" />
        <source>Reads the file with one std::ifstream::get() per byte through the stream buffer.</source>
        <translation>ストリームバッファを通して、1 バイトにつき 1 回の std::ifstream::get() でファイルを読む。</translation>
    </message>
    <message>
        <location filename="../../core/read/charread.cpp" line="205" />
        <source>FileReader.read() / InputStreamReader.read() per character.</source>
        <translation>1 文字ずつの FileReader.read() / InputStreamReader.read()。</translation>
    </message>
    <message>
        <location filename="../../core/read/charread.cpp" line="206" />
        <source>size / 8 KiB system calls plus one sentry-guarded virtual-free call per byte (~5–15 ns).</source>
        <translation>size / 8 KiB 回のシステムコールに加え、1 バイトにつき 1 回の、sentry で守られた仮想関数なしの呼び出し（~5–15 ns）。</translation>
    </message>
    <message>
        <location filename="../../core/read/charread.cpp" line="209" />
        <source>Article 002: reading one char per call (FileReader.read()) took 450 ms for 10 MB against 80 ms with a 1 MiB char[] buffer.</source>
        <translation>記事 002: 1 回の呼び出しで 1 文字ずつ読む（FileReader.read()）と 10 MB で 450 ms かかり、1 MiB の char[] バッファでは 80 ms だった。</translation>
    </message>
    <message>
        <location filename="../../core/read/bufferread.cpp" line="21" />
        <source>big buffer and a newline scan</source>
        <translation>大きなバッファと改行の走査</translation>
    </message>
    <message>
        <location filename="../../core/read/bufferread.cpp" line="25" />
        <source>Reads the file in buffer_size blocks with read(2) and finds the lines in each block: memchr with the checksum on, a vectorised newline count (AVX2/SSE2, as wc -l) with it off.</source>
        <translation>read(2) で buffer_size のブロック単位にファイルを読み、各ブロックの中で行を見つける: チェックサムが有効なら memchr、無効ならベクトル化した改行カウント（wc -l と同じく AVX2/SSE2）。</translation>
    </message>
    <message>
        <location filename="../../core/read/bufferread.cpp" line="28" />
        <source>FileReader.read(char[1024 * 1024]) in a loop (article 002: 80 ms for 10 MB, against 450 ms one character at a time).</source>
        <translation>ループでの FileReader.read(char[1024 * 1024])（記事 002: 10 MB で 80 ms、1 文字ずつなら 450 ms）。</translation>
    </message>
    <message>
        <location filename="../../core/read/bufferread.cpp" line="31" />
        <source>ceil(size / buffer_size) system calls, each copying a block from the page cache (~0.1 ms per MiB), then one pass over the bytes in user space. Memory: one buffer.</source>
        <translation>ceil(size / buffer_size) 回のシステムコールで、各回がページキャッシュからブロックをコピーし（1 MiB あたり ~0.1 ms）、その後ユーザー空間でバイトを 1 回走査する。メモリ: バッファ 1 つ。</translation>
    </message>
    <message>
        <location filename="../../core/read/bufferread.cpp" line="34" />
        <location filename="../../core/read/directioread.cpp" line="50" />
        <source>One interval per read(2) call (read), per block split (split) and per block decoded (decode).</source>
        <translation>read(2) 呼び出しごと（read）、ブロックの分割ごと（split）、ブロックのデコードごと（decode）に区間 1 つ。</translation>
    </message>
    <message>
        <location filename="../../core/read/getlineread.cpp" line="45" />
        <source>std::getline into a kept std::string per line</source>
        <translation>std::getline で 1 行ずつ std::string に入れて保持</translation>
    </message>
    <message>
        <location filename="../../core/read/getlineread.cpp" line="47" />
        <source>Reads line by line with std::getline from a std::ifstream and keeps every line in a std::vector&lt;std::string&gt;, as the article's list of lines.</source>
        <translation>std::ifstream から std::getline で 1 行ずつ読み、記事の行リストと同じくすべての行を std::vector&lt;std::string&gt; に保持する。</translation>
    </message>
    <message>
        <location filename="../../core/read/getlineread.cpp" line="50" />
        <source>BufferedReader.readLine() adding each String to an ArrayList (article 002: 120 ms for 10 MB; a larger BufferedReader buffer made it slower, 140 ms).</source>
        <translation>BufferedReader.readLine() で各 String を ArrayList に追加する（記事 002: 10 MB で 120 ms。BufferedReader のバッファを大きくすると遅くなり 140 ms）。</translation>
    </message>
    <message>
        <location filename="../../core/read/getlineread.cpp" line="53" />
        <source>One library call per line over an 8 KiB stream buffer (size / 8 KiB system calls), plus one allocation per line longer than 15 bytes and the vector's growth: memory grows with the file (about 1.5–2 × its size for short lines), which the run's peak RSS shows.</source>
        <translation>8 KiB のストリームバッファ上で 1 行につき 1 回のライブラリ呼び出し（size / 8 KiB 回のシステムコール）に加え、15 バイトを超える行ごとに 1 回の確保と vector の拡張: メモリはファイルとともに増え（短い行では約 1.5–2 × ファイルサイズ）、実行のピーク RSS に現れる。</translation>
    </message>
    <message>
        <location filename="../../core/read/getlineread.cpp" line="30" />
        <source>Phase read is timed around batches of 4,096 getline calls (credited with the calls), the per-line checksum and keeping included; with decode, lines are decoded 64 KiB at a time (decode). Phase other is freeing the kept lines at the end.</source>
        <translation>read フェーズは 4,096 回の getline 呼び出しのバッチごとに計測し（呼び出し回数を記録する）、行ごとのチェックサムと保持も含む。decode を指定すると、行は 64 KiB ずつデコードされる（decode）。other フェーズは最後に保持した行を解放する時間である。</translation>
    </message>
    <message>
        <location filename="../../core/read/getlineread.cpp" line="129" />
        <source>POSIX getline(3), one reused buffer</source>
        <translation>POSIX getline(3)、再利用する 1 つのバッファ</translation>
    </message>
    <message>
        <location filename="../../core/read/getlineread.cpp" line="131" />
        <source>Reads line by line with POSIX getline(3) from a stdio FILE into one buffer that is reused for every line; nothing is kept.</source>
        <translation>stdio の FILE から POSIX getline(3) で 1 行ずつ、すべての行で再利用する 1 つのバッファに読む。何も保持しない。</translation>
    </message>
    <message>
        <location filename="../../core/read/getlineread.cpp" line="134" />
        <source>BufferedReader.readLine() in a loop that only looks at each line (no list).</source>
        <translation>各行を見るだけのループでの BufferedReader.readLine()（リストなし）。</translation>
    </message>
    <message>
        <location filename="../../core/read/getlineread.cpp" line="136" />
        <source>One library call per line over stdio's 4 KiB buffer (size / 4 KiB system calls); no allocation once the buffer fits the longest line, so memory stays flat.</source>
        <translation>stdio の 4 KiB のバッファ上で 1 行につき 1 回のライブラリ呼び出し（size / 4 KiB 回のシステムコール）。バッファが最長の行に合えば以後は確保がないので、メモリは一定のままである。</translation>
    </message>
    <message>
        <location filename="../../core/read/getlineread.cpp" line="139" />
        <source>Phase read is timed around batches of 4,096 getline calls (credited with the calls), the per-line checksum included; with decode, lines are decoded 64 KiB at a time (decode).</source>
        <translation>read フェーズは 4,096 回の getline 呼び出しのバッチごとに計測し（呼び出し回数を記録する）、行ごとのチェックサムも含む。decode を指定すると、行は 64 KiB ずつデコードされる（decode）。</translation>
    </message>
    <message>
        <location filename="../../core/read/getlineread.cpp" line="142" />
        <source>Article 002: BufferedReader.readLine() into a list took 120 ms for 10 MB — one line object per line.</source>
        <translation>記事 002: リストに入れる BufferedReader.readLine() は 10 MB で 120 ms かかった — 1 行につき 1 つの行オブジェクトである。</translation>
    </message>
    <message>
        <location filename="../../core/read/qtextstreamread.cpp" line="59" />
        <source>QTextStream::readLine, lines kept in a QStringList</source>
        <translation>QTextStream::readLine、行は QStringList に保持</translation>
    </message>
    <message>
        <location filename="../../core/read/qtextstreamread.cpp" line="62" />
        <source>Reads line by line with Qt's decoding reader, QTextStream::readLineInto over a QFile, and keeps every line as a QString in a QStringList. The text is decoded from UTF-8 inside readLine, so there is no separate decode phase and no decode parameter.</source>
        <translation>Qt のデコードするリーダー、QFile 上の QTextStream::readLineInto で 1 行ずつ読み、すべての行を QString として QStringList に保持する。テキストは readLine の中で UTF-8 からデコードされるので、独立した decode フェーズも decode パラメータもない。</translation>
    </message>
    <message>
        <location filename="../../core/read/qtextstreamread.cpp" line="66" />
        <source>BufferedReader.readLine() over an InputStreamReader (a decoding reader) adding each String to an ArrayList (article 002's 120 ms case).</source>
        <translation>InputStreamReader（デコードするリーダー）上の BufferedReader.readLine() で各 String を ArrayList に追加する（記事 002 の 120 ms のケース）。</translation>
    </message>
    <message>
        <location filename="../../core/read/qtextstreamread.cpp" line="69" />
        <source>Decodes every byte to UTF-16 (2 bytes per character kept) in 16 KiB device reads, then scans for line ends: about twice the memory of getline-istream and a decode per byte. With the checksum on, each line is encoded back to UTF-8 to be hashed, which costs as much again (checksum=0 shows the reader alone). Invalid UTF-8 becomes U+FFFD, so its lines cannot match a binary file's: a file whose first 64 KiB are not UTF-8 is refused as unsupported. QTextStream drops a leading UTF-8 byte-order mark and a '\r' at the very end of a file; the strategy gives them back to the checksum.</source>
        <translation>16 KiB ずつデバイスから読み、すべてのバイトを UTF-16 にデコードし（保持する 1 文字あたり 2 バイト）、それから行末を探す: getline-istream の約 2 倍のメモリと、1 バイトごとのデコードである。チェックサムが有効な場合、各行はハッシュのために UTF-8 にエンコードし直され、同じだけのコストがさらにかかる（checksum=0 でリーダー単体の値がわかる）。不正な UTF-8 は U+FFFD になるので、バイナリファイルでは行が一致しえない: 先頭 64 KiB が UTF-8 でないファイルは unsupported として断る。QTextStream は先頭の UTF-8 バイトオーダーマークとファイルの最後の '\r' を落とすが、この方式はそれらをチェックサムに戻す。</translation>
    </message>
    <message>
        <location filename="../../core/read/qtextstreamread.cpp" line="77" />
        <source>Phase read is timed around batches of 4,096 readLineInto calls (credited with the calls), the per-line checksum and keeping included. Phase other: peeking at the first three and the last byte (for the BOM and a final '\r'), and freeing the kept lines at the end.</source>
        <translation>read フェーズは 4,096 回の readLineInto 呼び出しのバッチごとに計測し（呼び出し回数を記録する）、行ごとのチェックサムと保持も含む。other フェーズ: 先頭の 3 バイトと最後の 1 バイトの確認（BOM と最後の '\r' のため）と、最後に保持した行を解放する時間。</translation>
    </message>
    <message>
        <location filename="../../core/read/qtextstreamread.cpp" line="81" />
        <source>Article 002: a decoding line reader (BufferedReader.readLine()) took 120 ms for 10 MB; QTextStream decodes UTF-8 to UTF-16 per line, as Java's Reader does.</source>
        <translation>記事 002: デコードする行リーダー（BufferedReader.readLine()）は 10 MB で 120 ms かかった。QTextStream は Java の Reader と同じく、行ごとに UTF-8 を UTF-16 にデコードする。</translation>
    </message>
    <message>
        <location filename="../../core/read/mmapread.cpp" line="24" />
        <source>map the file, vectorised newline scan</source>
        <translation>ファイルをマップし、ベクトル化した改行走査</translation>
    </message>
    <message>
        <location filename="../../core/read/mmapread.cpp" line="27" />
        <source>Maps the whole file read-only with mmap(2) and scans the mapping for newlines in 4 MiB blocks: memchr with the checksum on, a vectorised count (AVX2/SSE2, 32 bytes a step, as wc -l) with it off. 64-bit offsets throughout: no 2 GiB limit.</source>
        <translation>mmap(2) でファイル全体を読み取り専用でマップし、4 MiB のブロック単位でマッピングの改行を走査する: チェックサムが有効なら memchr、無効ならベクトル化したカウント（wc -l と同じく AVX2/SSE2、1 ステップ 32 バイト）。オフセットはすべて 64 ビット: 2 GiB の制限はない。</translation>
    </message>
    <message>
        <location filename="../../core/read/mmapread.cpp" line="31" />
        <source>FileChannel.map(READ_ONLY, …) into a MappedByteBuffer, the byte view Files.lines() splits on (article 001) — but a Java buffer stops at 2 GiB, a C++ mapping does not.</source>
        <translation>FileChannel.map(READ_ONLY, …) で MappedByteBuffer に入れる。Files.lines() が分割に使うバイトビューである（記事 001）— ただし Java のバッファは 2 GiB で止まり、C++ のマッピングは止まらない。</translation>
    </message>
    <message>
        <location filename="../../core/read/mmapread.cpp" line="34" />
        <source>Three system calls in all; no copy from the page cache, but one minor page fault per 16–64 KiB touched (fault-around), paid inside the scan and visible in the run's minor faults. Memory: page cache only, shared with every other reader of the file and reclaimable, although the run's peak RSS counts every mapped page it touched (the whole file).</source>
        <translation>システムコールは全部で 3 回。ページキャッシュからのコピーはないが、触れた 16–64 KiB ごとに 1 回のマイナーページフォールト（fault-around）が走査の中で発生し、実行のマイナーフォールトに現れる。メモリ: ページキャッシュだけで、そのファイルを読む他のすべてのプロセスと共有され回収可能である。ただし実行のピーク RSS は触れたマップ済みページをすべて数える（ファイル全体）。</translation>
    </message>
    <message>
        <location filename="../../core/read/mmapread.cpp" line="39" />
        <source>One interval per 4 MiB block split (split: the page faults are paid here) and decoded (decode); close is munmap(2) and close(2).</source>
        <translation>4 MiB のブロックの分割ごと（split: ページフォールトはここで払われる）とデコードごと（decode）に区間 1 つ。close は munmap(2) と close(2) である。</translation>
    </message>
    <message>
        <location filename="../../core/read/mmapread.cpp" line="42" />
        <location filename="../../core/read/parallelread.cpp" line="62" />
        <source>Article 001 (Files.lines().parallel(), HDD): parallel ≤2 GB 2.6 s, &gt;2 GB 9 s (fell back to the sequential path); sequential 6.6 s / 7.1 s. Split bytes first, decode later.</source>
        <translation>記事 001（Files.lines().parallel()、HDD）: 並列で ≤2 GB は 2.6 s、&gt;2 GB は 9 s（逐次の経路に戻った）。逐次は 6.6 s / 7.1 s。先にバイトを分割し、デコードは後で。</translation>
    </message>
    <message>
        <location filename="../../core/read/parallelread.cpp" line="39" />
        <source>N threads, ranges split at newlines</source>
        <translation>N スレッド、改行で分割した範囲</translation>
    </message>
    <message>
        <location filename="../../core/read/parallelread.cpp" line="45" />
        <source>Maps the file, cuts it into `threads` ranges of about equal size moved forward to the next line start, and lets each thread split (and with decode, decode) its own range; the per-range line counts and checksums are joined in range order. Bytes are split first and decoded later, inside the workers. 64-bit offsets: a 5 GiB file is just a bigger file, there is no fallback path.</source>
        <translation>ファイルをマップし、ほぼ同じ大きさの `threads` 個の範囲に切って次の行頭まで前に進め、各スレッドに自分の範囲を分割（decode を指定すればデコードも）させる。範囲ごとの行数とチェックサムは範囲の順に結合される。バイトを先に分割し、デコードは後でワーカーの中で行う。オフセットは 64 ビット: 5 GiB のファイルも単に大きなファイルであり、フォールバック経路はない。</translation>
    </message>
    <message>
        <location filename="../../core/read/parallelread.cpp" line="50" />
        <source>Files.lines(path).parallel() since Java 9 (article 001): FileChannelLinesSpliterator splits the mapped bytes at newlines and decodes per worker — 2.6 s against 6.6 s sequential — but only below 2 GiB; above, Java silently fell back to the sequential reader (9 s in parallel).</source>
        <translation>Java 9 以降の Files.lines(path).parallel()（記事 001）: FileChannelLinesSpliterator がマップしたバイトを改行で分割し、ワーカーごとにデコードする — 逐次の 6.6 s に対し 2.6 s — ただし 2 GiB 未満に限る。それを超えると Java は黙って逐次リーダーに戻った（並列で 9 s）。</translation>
    </message>
    <message>
        <location filename="../../core/read/parallelread.cpp" line="54" />
        <source>The work of read.mmap divided by the threads, plus one short scan per boundary and the cost of starting threads (~20 µs each). It pays when a core cannot keep up with the bytes (checksum, decode); a pure newline count is limited by memory bandwidth and the page faults.</source>
        <translation>read.mmap の仕事をスレッド数で割ったものに、境界ごとの短い走査 1 回とスレッド起動のコスト（1 つにつき ~20 µs）が加わる。1 コアでバイトに追いつけない場合（チェックサム、デコード）に効果があり、純粋な改行カウントはメモリ帯域とページフォールトで頭打ちになる。</translation>
    </message>
    <message>
        <location filename="../../core/read/parallelread.cpp" line="58" />
        <source>Every thread records its own phases (split per 4 MiB block, the boundary scans included; decode per block) and its own CPU and I/O counters; totals add the threads up, so phase time can exceed wall time. Map and close are timed on the calling thread.</source>
        <translation>各スレッドが自分のフェーズ（4 MiB のブロックごとの split で境界の走査を含む。ブロックごとの decode）と自分の CPU および I/O カウンタを記録する。合計はスレッド分を足し合わせるので、フェーズ時間がウォール時間を超えることがある。Map と close は呼び出し元のスレッドで計測する。</translation>
    </message>
    <message>
        <location filename="../../core/read/directioread.cpp" line="34" />
        <source>O_DIRECT sequential read (no page cache)</source>
        <translation>O_DIRECT による逐次読み込み（ページキャッシュなし）</translation>
    </message>
    <message>
        <location filename="../../core/read/directioread.cpp" line="40" />
        <source>Opens the file with O_DIRECT and reads it sequentially into a page-aligned buffer: the device writes into the buffer by DMA, the page cache is neither used nor filled. The tail after the last whole block comes back as a short read.</source>
        <translation>O_DIRECT でファイルを開き、ページ境界に揃えたバッファへ逐次読む: デバイスが DMA でバッファに書き込み、ページキャッシュは使われも埋められもしない。最後の完全なブロックの後の末尾は短い読み込みとして返る。</translation>
    </message>
    <message>
        <location filename="../../core/read/directioread.cpp" line="44" />
        <source>ExtendedOpenOption.DIRECT with a ByteBuffer.allocateDirect(...).alignedSlice(blockSize) buffer (article 002's NIO point: let the device fill the program's buffer, skip the kernel's copy).</source>
        <translation>ByteBuffer.allocateDirect(...).alignedSlice(blockSize) のバッファと ExtendedOpenOption.DIRECT（記事 002 の NIO の要点: デバイスにプログラムのバッファを埋めさせ、カーネルのコピーを省く）。</translation>
    </message>
    <message>
        <location filename="../../core/read/directioread.cpp" line="47" />
        <source>size / buffer_size system calls, each waiting for the device: no cache hits and no read-ahead, so a warm file gets slower, not faster; large buffers (≥ 1 MiB) approach the device's speed.</source>
        <translation>size / buffer_size 回のシステムコールで、各回がデバイスを待つ: キャッシュヒットも先読みもないので、温まったファイルは速くなるどころか遅くなる。大きなバッファ（≥ 1 MiB）はデバイスの速度に近づく。</translation>
    </message>
    <message>
        <location filename="../../core/read/directioread.cpp" line="52" />
        <source>Article 002 read through the page cache; O_DIRECT skips it — the cold-cache bound of a read, with aligned buffers.</source>
        <translation>記事 002 はページキャッシュを通して読んだ。O_DIRECT はそれを飛ばす — アラインしたバッファでの、キャッシュが冷えた状態での読み込みの限界である。</translation>
    </message>
    <message>
        <location filename="../../core/write/reopenwrite.cpp" line="58" />
        <source>open, append one record, close — every time</source>
        <translation>開いて 1 レコード追記して閉じる — 毎回</translation>
    </message>
    <message>
        <location filename="../../core/write/reopenwrite.cpp" line="61" />
        <source>Appends each record by opening the file with O_APPEND, writing the record and closing the file again: three system calls per record, two of them walking the path and creating or tearing down a file description.</source>
        <translation>各レコードを、O_APPEND でファイルを開き、レコードを書き、再びファイルを閉じることで追記する: 1 レコードにつきシステムコール 3 回で、そのうち 2 回はパスをたどり、ファイル記述を作成または破棄する。</translation>
    </message>
    <message>
        <location filename="../../core/write/reopenwrite.cpp" line="65" />
        <source>Article 004's writeFile(path, content): new BufferedWriter(new FileWriter(file, true)) and close() per call — its hotspot, 71,247 ms and 69,725 ms of a 159,503 ms run (10,000 iterations, two calls each).</source>
        <translation>記事 004 の writeFile(path, content): 呼び出しごとに new BufferedWriter(new FileWriter(file, true)) と close() — そのホットスポットで、159,503 ms の実行のうち 71,247 ms と 69,725 ms を占めた（10,000 回の反復、各回 2 回の呼び出し）。</translation>
    </message>
    <message>
        <location filename="../../core/write/reopenwrite.cpp" line="69" />
        <source>records × (open + write + close). On Linux open and close cost a few µs each against ~1 µs for a small write, so opening dominates; on the article's Windows machine each open/close pair cost ~3.5 ms (file system filter drivers such as antivirus hook every open).</source>
        <translation>records × (open + write + close)。Linux では open と close がそれぞれ数 µs かかるのに対し、小さな write は ~1 µs なので、open が支配的になる。記事の Windows マシンでは open/close の 1 組が ~3.5 ms かかった（ウイルス対策ソフトなどのファイルシステムフィルタドライバがすべての open をフックする）。</translation>
    </message>
    <message>
        <location filename="../../core/write/reopenwrite.cpp" line="52" />
        <source>Every open(2), write(2) and close(2) is timed on its own (they take microseconds).</source>
        <translation>open(2)、write(2)、close(2) をそれぞれ個別に計測する（いずれもマイクロ秒単位）。</translation>
    </message>
    <message>
        <location filename="../../core/write/reopenwrite.cpp" line="92" />
        <source>open, append two records, close</source>
        <translation>開いて 2 レコード追記して閉じる</translation>
    </message>
    <message>
        <location filename="../../core/write/reopenwrite.cpp" line="94" />
        <source>As write.reopen-per-record, but two records go out per open: the pair is written with one write(2), so opens, writes and closes halve.</source>
        <translation>write.reopen-per-record と同様だが、1 回開くごとに 2 レコードを出す: 2 レコードを 1 回の write(2) で書くので、open、write、close が半分になる。</translation>
    </message>
    <message>
        <location filename="../../core/write/reopenwrite.cpp" line="97" />
        <source>Article 004's first fix: the two writeFile calls of an iteration merged into one (content = line1 + "\n" + line2): the writes fell from 140,972 ms to 67,674 ms.</source>
        <translation>記事 004 の最初の修正: 1 回の反復の 2 回の writeFile 呼び出しを 1 回にまとめた（content = line1 + "\n" + line2）: 書き込みは 140,972 ms から 67,674 ms に下がった。</translation>
    </message>
    <message>
        <location filename="../../core/write/reopenwrite.cpp" line="100" />
        <source>ceil(records / 2) × (open + write + close): half the calls, still one open per pair.</source>
        <translation>ceil(records / 2) × (open + write + close): 呼び出しは半分だが、それでも 2 レコードごとに 1 回開く。</translation>
    </message>
    <message>
        <location filename="../../core/write/reopenwrite.cpp" line="103" />
        <source>Article 004's first fix: two records per open of the writer — 67,674 ms instead of 71,247 ms + 69,725 ms: halving the opens barely helps while every record still reopens.</source>
        <translation>記事 004 の最初の修正: ライターを 1 回開くごとに 2 レコード — 71,247 ms + 69,725 ms の代わりに 67,674 ms: すべてのレコードで開き直している限り、open を半分にしてもほとんど効かない。</translation>
    </message>
    <message>
        <location filename="../../core/write/openoncewrite.cpp" line="25" />
        <source>open once, one write(2) per record</source>
        <translation>1 回だけ開き、1 レコードにつき 1 回の write(2)</translation>
    </message>
    <message>
        <location filename="../../core/write/openoncewrite.cpp" line="28" />
        <source>Creates the file once, writes each record with its own write(2) and closes it at the end.</source>
        <translation>ファイルを 1 回だけ作成し、各レコードをそれぞれの write(2) で書き、最後に閉じる。</translation>
    </message>
    <message>
        <location filename="../../core/write/openoncewrite.cpp" line="30" />
        <source>Article 004's second fix: the writer opened once outside the loop (FileWriter + BufferedWriter created before it), 67,674 ms of writes down to 19 ms — though Java's BufferedWriter also buffered; write.buffered is that part.</source>
        <translation>記事 004 の 2 番目の修正: ライターをループの外で 1 回だけ開いた（FileWriter + BufferedWriter をループの前に作成）。67,674 ms だった書き込みが 19 ms に — ただし Java の BufferedWriter はバッファリングもしていた。その部分は write.buffered である。</translation>
    </message>
    <message>
        <location filename="../../core/write/openoncewrite.cpp" line="34" />
        <source>1 open + records × write(2) (~1 µs each, a copy into the page cache) + 1 close: the opens are gone, one system call per record remains.</source>
        <translation>open 1 回 + records × write(2)（各 ~1 µs、ページキャッシュへのコピー）+ close 1 回: open はなくなり、1 レコードにつき 1 回のシステムコールが残る。</translation>
    </message>
    <message>
        <location filename="../../core/write/openoncewrite.cpp" line="37" />
        <source>Every write(2) is timed on its own.</source>
        <translation>write(2) をそれぞれ個別に計測する。</translation>
    </message>
    <message>
        <location filename="../../core/write/openoncewrite.cpp" line="81" />
        <source>open once, 8 KiB stdio buffer</source>
        <translation>1 回だけ開き、8 KiB の stdio バッファ</translation>
    </message>
    <message>
        <location filename="../../core/write/openoncewrite.cpp" line="84" />
        <source>Creates the file once and appends each record with fwrite(3) into an 8 KiB stdio buffer, which goes to the file with one write(2) whenever it fills, and at fflush/fclose.</source>
        <translation>ファイルを 1 回だけ作成し、各レコードを fwrite(3) で 8 KiB の stdio バッファに追記する。バッファは満杯になるたびと fflush/fclose のときに 1 回の write(2) でファイルへ送られる。</translation>
    </message>
    <message>
        <location filename="../../core/write/openoncewrite.cpp" line="87" />
        <source>Article 004's final version: one FileWriter wrapped in a BufferedWriter (8,192 chars), bw.append(content + "\n") per iteration — write 19 ms, open 2 ms, close 10 ms.</source>
        <translation>記事 004 の最終版: BufferedWriter（8,192 文字）で包んだ 1 つの FileWriter に、反復ごとに bw.append(content + "\n") — write 19 ms、open 2 ms、close 10 ms。</translation>
    </message>
    <message>
        <location filename="../../core/write/openoncewrite.cpp" line="90" />
        <source>records × fwrite (a memcpy, tens of ns) + size / 8 KiB × write(2): about 200 records per system call. Memory: 8 KiB.</source>
        <translation>records × fwrite（memcpy 1 回、数十 ns）+ size / 8 KiB × write(2): システムコール 1 回あたり約 200 レコード。メモリ: 8 KiB。</translation>
    </message>
    <message>
        <location filename="../../core/write/openoncewrite.cpp" line="93" />
        <source>Phase write is timed around batches of 1,024 fwrite calls (credited with the calls): one fwrite costs about a clock read. flush is the final fflush(3), close is fclose(3).</source>
        <translation>write フェーズは 1,024 回の fwrite 呼び出しのバッチごとに計測する（呼び出し回数を記録する）: fwrite 1 回のコストは時計の読み取り 1 回ほどである。flush は最後の fflush(3)、close は fclose(3) である。</translation>
    </message>
    <message>
        <location filename="../../core/write/openoncewrite.cpp" line="156" />
        <source>gather 1,024 records per writev(2)</source>
        <translation>writev(2) 1 回で 1,024 レコードをまとめる</translation>
    </message>
    <message>
        <location filename="../../core/write/openoncewrite.cpp" line="158" />
        <source>Creates the file once and hands the records to the kernel 1,024 at a time (IOV_MAX) with writev(2): each record stays where it is, the kernel gathers them. No user-space buffer.</source>
        <translation>ファイルを 1 回だけ作成し、writev(2) でレコードを 1,024 個ずつ（IOV_MAX）カーネルに渡す: 各レコードはその場にとどまり、カーネルがそれらを集める。ユーザー空間のバッファはない。</translation>
    </message>
    <message>
        <location filename="../../core/write/openoncewrite.cpp" line="161" />
        <source>GatheringByteChannel.write(ByteBuffer[]) — FileChannel's gathering write; the article's fix taken one step further.</source>
        <translation>GatheringByteChannel.write(ByteBuffer[]) — FileChannel のギャザー書き込み。記事の修正をもう一歩進めたもの。</translation>
    </message>
    <message>
        <location filename="../../core/write/openoncewrite.cpp" line="164" />
        <source>ceil(records / 1,024) system calls; the copies are the same as any write, the per-call cost is shared by a thousand records.</source>
        <translation>ceil(records / 1,024) 回のシステムコール。コピーは通常の write と同じだが、呼び出しごとのコストを千個のレコードで分け合う。</translation>
    </message>
    <message>
        <location filename="../../core/write/openoncewrite.cpp" line="167" />
        <source>Every writev(2) is timed on its own, credited with the calls it took (a short write retries).</source>
        <translation>writev(2) をそれぞれ個別に計測し、かかった呼び出し回数を記録する（短い書き込みは再試行する）。</translation>
    </message>
    <message>
        <location filename="../../core/write/openoncewrite.cpp" line="169" />
        <source>Article 004: opening the writer once brought writing 10,000 records down to 19 ms; gathering many records per writev(2) also cuts the calls.</source>
        <translation>記事 004: ライターを 1 回だけ開くことで、10,000 レコードの書き込みが 19 ms まで下がった。writev(2) 1 回で多数のレコードをまとめても呼び出しは減る。</translation>
    </message>
    <message>
        <location filename="../../core/write/fsyncwrite.cpp" line="17" />
        <source>one write(2) and one fsync(2) per record</source>
        <translation>1 レコードにつき write(2) と fsync(2) を 1 回ずつ</translation>
    </message>
    <message>
        <location filename="../../core/write/fsyncwrite.cpp" line="20" />
        <source>Creates the file once and after every record's write(2) calls fsync(2), which returns only when the record and the file's metadata are on the device: every record survives a crash. Writes the family's 10,000 records, as every write strategy does, so its time compares like with like; each fsync waits for the device (about 0.1 ms on this kind of VM, 10 ms on a disk), and the run says beforehand when that makes it long (lower it for the whole family with --work).</source>
        <translation>ファイルを 1 回だけ作成し、各レコードの write(2) のあとに fsync(2) を呼ぶ。fsync(2) はレコードとファイルのメタデータがデバイスに載ってから戻るので、すべてのレコードがクラッシュを生き延びる。このファミリーのどの方式とも同じ 10,000 レコードを書くので、時間を同じ条件で比べられる。各 fsync はデバイスを待つ（この種の VM では約 0.1 ms、ディスクでは 10 ms）ので、それで実行が長くなるときは実行前にそう伝える（ファミリー全体の量は --work で下げられる）。</translation>
    </message>
    <message>
        <location filename="../../core/write/fsyncwrite.cpp" line="26" />
        <source>FileChannel.force(true) (or FileOutputStream.getFD().sync()) after each record — durability the articles did not ask for, and its price.</source>
        <translation>各レコードのあとに FileChannel.force(true)（または FileOutputStream.getFD().sync()）— 記事が求めなかった永続性と、その代価。</translation>
    </message>
    <message>
        <location filename="../../core/write/fsyncwrite.cpp" line="29" />
        <source>records × (write + device flush). The write is ~1 µs; the flush is a journal commit and a cache flush of the device, 0.1–10 ms: thousands of times the write.</source>
        <translation>records × (write + デバイスのフラッシュ)。write は ~1 µs、フラッシュはジャーナルのコミットとデバイスのキャッシュフラッシュで 0.1–10 ms: write の数千倍である。</translation>
    </message>
    <message>
        <location filename="../../core/write/fsyncwrite.cpp" line="32" />
        <source>Every write(2) and fsync(2) is timed on its own (sync).</source>
        <translation>write(2) と fsync(2) をそれぞれ個別に計測する（sync）。</translation>
    </message>
    <message>
        <location filename="../../core/write/fsyncwrite.cpp" line="33" />
        <source>Article 004 wrote without forcing; fsync after every record shows what durability per record costs — a device flush each time.</source>
        <translation>記事 004 は強制書き出しなしで書いていた。レコードごとの fsync は、レコード単位の永続性に何がかかるかを示す — 毎回デバイスのフラッシュである。</translation>
    </message>
    <message>
        <location filename="../../core/write/fsyncwrite.cpp" line="73" />
        <source>one write(2) per record, one fsync(2) at the end</source>
        <translation>1 レコードにつき write(2) 1 回、最後に fsync(2) 1 回</translation>
    </message>
    <message>
        <location filename="../../core/write/fsyncwrite.cpp" line="76" />
        <source>As write.single-open, then one fsync(2) before closing: the whole file is durable when the run ends, but a crash midway may lose any of it.</source>
        <translation>write.single-open と同様で、閉じる前に fsync(2) を 1 回行う: 実行が終わればファイル全体が永続化されるが、途中でクラッシュするとどの部分も失われうる。</translation>
    </message>
    <message>
        <location filename="../../core/write/fsyncwrite.cpp" line="79" />
        <source>FileChannel.force(true) once after the loop — the usual trade: durable at the commit point, not at every record.</source>
        <translation>ループのあとに FileChannel.force(true) を 1 回 — よくある折り合い: すべてのレコードではなくコミットの時点で永続化する。</translation>
    </message>
    <message>
        <location filename="../../core/write/fsyncwrite.cpp" line="82" />
        <source>records × write(2) + one device flush of the whole file: the flush costs about what a single record's fsync does plus the time to write the data out.</source>
        <translation>records × write(2) + ファイル全体に対するデバイスのフラッシュ 1 回: フラッシュのコストは、1 レコード分の fsync にデータを書き出す時間を加えた程度である。</translation>
    </message>
    <message>
        <location filename="../../core/write/fsyncwrite.cpp" line="85" />
        <source>Every write(2) is timed on its own; sync is the one fsync(2).</source>
        <translation>write(2) をそれぞれ個別に計測する。sync は 1 回の fsync(2) である。</translation>
    </message>
    <message>
        <location filename="../../core/write/fsyncwrite.cpp" line="86" />
        <source>Article 004 wrote without forcing; one fsync at the end makes the whole file durable for the price of one flush.</source>
        <translation>記事 004 は強制書き出しなしで書いていた。最後に 1 回の fsync で、1 回のフラッシュの代価でファイル全体が永続化される。</translation>
    </message>
    <message>
        <location filename="../../core/lookup/rescanlookup.cpp" line="24" />
        <source>reopen and read from the start for every lookup</source>
        <translation>検索のたびに開き直して先頭から読む</translation>
    </message>
    <message>
        <location filename="../../core/lookup/rescanlookup.cpp" line="26" />
        <source>For every lookup opens the file, reads line after line with an 8 KiB buffered reader until line n, returns it and closes the file.</source>
        <translation>検索のたびにファイルを開き、8 KiB のバッファ付きリーダーで n 行目まで 1 行ずつ読み、その行を返してファイルを閉じる。</translation>
    </message>
    <message>
        <location filename="../../core/lookup/rescanlookup.cpp" line="30" />
        <source>Article 004's readFile(path, lineNo): new BufferedReader(new FileReader(file)) and readLine() lineNo times, per call — 8,277 ms and 9,939 ms of its run for 10,000 lookups in two files.</source>
        <translation>記事 004 の readFile(path, lineNo): 呼び出しごとに new BufferedReader(new FileReader(file)) と lineNo 回の readLine() — 2 つのファイルでの 10,000 回の検索で、実行のうち 8,277 ms と 9,939 ms を占めた。</translation>
    </message>
    <message>
        <location filename="../../core/lookup/rescanlookup.cpp" line="33" />
        <source>O(N·M): every lookup reads and copies all lines before n (n/2 of the file on average for random lines), plus an open and a close. Sequential lookups 1..M only ever read the first M lines, which is why the article's reads stayed cheaper than its writes.</source>
        <translation>O(N·M): 各検索が n より前のすべての行を読んでコピーし（ランダムな行なら平均でファイルの n/2）、さらに open と close が 1 回ずつかかる。1..M の順の検索は最初の M 行しか読まないので、記事では読み込みが書き込みより安く済んだ。</translation>
    </message>
    <message>
        <location filename="../../core/lookup/rescanlookup.cpp" line="37" />
        <source>open and close are timed per call; read is each read(2) refill, lookup the line-by-line copying in between (one clock read per switch).</source>
        <translation>open と close は呼び出しごとに計測する。read は read(2) による各補充、lookup はその間の 1 行ずつのコピーである（切り替えごとに時計を 1 回読む）。</translation>
    </message>
    <message>
        <location filename="../../core/lookup/indexlookup.cpp" line="40" />
        <source>one pass builds a line index, then pread(2)</source>
        <translation>1 回の走査で行インデックスを作り、あとは pread(2)</translation>
    </message>
    <message>
        <location filename="../../core/lookup/indexlookup.cpp" line="43" />
        <source>Reads the file once in 1 MiB blocks, noting where every line starts; each lookup is then one pread(2) of exactly that line's bytes.</source>
        <translation>ファイルを 1 MiB のブロックで 1 回だけ読み、各行の開始位置を記録する。以後の各検索は、ちょうどその行のバイトを読む pread(2) 1 回である。</translation>
    </message>
    <message>
        <location filename="../../core/lookup/indexlookup.cpp" line="46" />
        <source>The fix article 004 left to the reader ("readFile can be improved the same way"): read the file once — e.g. Files.readAllLines, or RandomAccessFile.seek + readLine over remembered offsets.</source>
        <translation>記事 004 が読者に委ねた修正（「readFile も同じように改善できる」）: ファイルを 1 回だけ読む — たとえば Files.readAllLines、あるいは記憶したオフセットに対する RandomAccessFile.seek + readLine。</translation>
    </message>
    <message>
        <location filename="../../core/lookup/indexlookup.cpp" line="50" />
        <source>O(N + M): one sequential pass (size / 1 MiB read(2) calls and a newline scan), then M system calls of one line each. Memory: 8 bytes per line for the index.</source>
        <translation>O(N + M): 逐次の走査 1 回（size / 1 MiB 回の read(2) 呼び出しと改行の走査）のあと、1 行ずつの M 回のシステムコール。メモリ: インデックスに 1 行あたり 8 バイト。</translation>
    </message>
    <message>
        <location filename="../../core/lookup/indexlookup.cpp" line="53" />
        <source>index is the whole first pass, its read(2) calls included; every lookup's pread(2) is timed on its own (lookup).</source>
        <translation>index は read(2) 呼び出しを含む最初の走査全体。各検索の pread(2) は個別に計測する（lookup）。</translation>
    </message>
    <message>
        <location filename="../../core/lookup/indexlookup.cpp" line="122" />
        <source>a line index over a mapping</source>
        <translation>マッピング上の行インデックス</translation>
    </message>
    <message>
        <location filename="../../core/lookup/indexlookup.cpp" line="125" />
        <source>Maps the file, scans the mapping once for line starts, and answers each lookup by slicing the mapping: no system call per lookup.</source>
        <translation>ファイルをマップし、マッピングを 1 回走査して行の開始位置を集め、各検索にはマッピングを切り出して答える: 検索ごとのシステムコールはない。</translation>
    </message>
    <message>
        <location filename="../../core/lookup/indexlookup.cpp" line="128" />
        <source>FileChannel.map + an index of line offsets (what a MappedByteBuffer-based reader would keep).</source>
        <translation>FileChannel.map + 行オフセットのインデックス（MappedByteBuffer ベースのリーダーが保持するもの）。</translation>
    </message>
    <message>
        <location filename="../../core/lookup/indexlookup.cpp" line="130" />
        <source>O(N + M): one pass over mapped memory (page faults instead of read(2) copies), then M memory accesses. Memory: 8 bytes per line for the index; the pages are the page cache's.</source>
        <translation>O(N + M): マップされたメモリの走査 1 回（read(2) のコピーの代わりにページフォールト）のあと、M 回のメモリアクセス。メモリ: インデックスに 1 行あたり 8 バイト。ページはページキャッシュのものである。</translation>
    </message>
    <message>
        <location filename="../../core/lookup/indexlookup.cpp" line="133" />
        <source>index is the scan of the mapping (its page faults included); lookups are timed in batches of 1,024 (one costs less than two clock reads).</source>
        <translation>index はマッピングの走査（そのページフォールトを含む）。検索は 1,024 回のバッチで計測する（1 回のコストは時計の読み取り 2 回より小さい）。</translation>
    </message>
    <message>
        <location filename="../../core/lookup/indexlookup.cpp" line="136" />
        <source>Article 004: each lookup re-read test1.csv/test2.csv from the start (8,277 ms + 9,939 ms); one index pass turns O(N·M) into O(N+M) — here over a mapping instead of pread.</source>
        <translation>記事 004: 各検索が test1.csv/test2.csv を先頭から読み直していた（8,277 ms + 9,939 ms）。1 回のインデックス走査で O(N·M) が O(N+M) になる — ここでは pread の代わりにマッピング上で。</translation>
    </message>
    <message>
        <location filename="../../core/alloc/allocread.cpp" line="94" />
        <source>a fresh aligned buffer for every chunk</source>
        <translation>チャンクごとに新しいアラインしたバッファ</translation>
    </message>
    <message>
        <location filename="../../core/alloc/allocread.cpp" line="97" />
        <source>Reads the file in chunks, and for every chunk maps a fresh page-aligned buffer, clears it, reads into it and unmaps it again.</source>
        <translation>ファイルをチャンク単位で読み、チャンクごとに新しいページ境界のバッファをマップし、ゼロクリアし、そこに読み込み、再びアンマップする。</translation>
    </message>
    <message>
        <location filename="../../core/alloc/allocread.cpp" line="100" />
        <source>ByteBuffer.allocateDirect(chunkSize) inside the read loop — the misuse article 002 warns about: each allocation reserves native memory, zeroes it, and when the reservation runs out Bits.reserveMemory calls System.gc(). Allocate direct buffers once and reuse them.</source>
        <translation>読み込みループの中での ByteBuffer.allocateDirect(chunkSize) — 記事 002 が警告する誤用: 確保のたびにネイティブメモリを予約してゼロで埋め、予約が尽きると Bits.reserveMemory が System.gc() を呼ぶ。ダイレクトバッファは 1 回だけ確保して再利用すること。</translation>
    </message>
    <message>
        <location filename="../../core/alloc/allocread.cpp" line="104" />
        <source>Per chunk: mmap + munmap system calls, and a minor page fault plus a page clear for every 4 KiB (256 faults per MiB, ~0.1–0.3 ms per MiB) before the read's copy: roughly doubling the memory traffic of the read itself. The run's minor faults grow with the file size.</source>
        <translation>チャンクごとに mmap + munmap のシステムコールと、read のコピーの前に 4 KiB ごとのマイナーページフォールトとページのゼロクリア（1 MiB あたり 256 回のフォールト、1 MiB あたり ~0.1–0.3 ms）: 読み込み自体のメモリトラフィックがおよそ倍になる。実行のマイナーフォールトはファイルサイズとともに増える。</translation>
    </message>
    <message>
        <location filename="../../core/alloc/allocread.cpp" line="24" />
        <source>alloc is each buffer's mmap(2) and clearing (its page faults included) and each munmap(2); read each read(2) call; other is hashing the chunk (XXH3, for verification), the same for both strategies.</source>
        <translation>alloc は各バッファの mmap(2) とゼロクリア（そのページフォールトを含む）および各 munmap(2)、read は各 read(2) 呼び出し、other はチャンクのハッシュ計算（検証のための XXH3）で、両方の方式で同じである。</translation>
    </message>
    <message>
        <location filename="../../core/alloc/allocread.cpp" line="125" />
        <source>one aligned buffer, allocated once</source>
        <translation>1 回だけ確保する 1 つのアラインしたバッファ</translation>
    </message>
    <message>
        <location filename="../../core/alloc/allocread.cpp" line="128" />
        <source>Maps and clears one page-aligned buffer, reads every chunk of the file into it, unmaps it at the end.</source>
        <translation>ページ境界のバッファを 1 つマップしてゼロクリアし、ファイルのすべてのチャンクをそこに読み込み、最後にアンマップする。</translation>
    </message>
    <message>
        <location filename="../../core/alloc/allocread.cpp" line="131" />
        <source>One ByteBuffer.allocateDirect kept for the whole loop (article 002's advice: allocate direct buffers once, e.g. as a singleton, and reuse them).</source>
        <translation>ループ全体で保持する 1 つの ByteBuffer.allocateDirect（記事 002 の助言: ダイレクトバッファはたとえばシングルトンとして 1 回だけ確保し、再利用する）。</translation>
    </message>
    <message>
        <location filename="../../core/alloc/allocread.cpp" line="134" />
        <source>One mmap, one munmap and chunk_size / 4 KiB page faults in all, whatever the file size; the reads then copy into warm pages already mapped.</source>
        <translation>ファイルサイズにかかわらず、全体で mmap 1 回、munmap 1 回、chunk_size / 4 KiB 回のページフォールト。以後の読み込みは、すでにマップされた温まったページにコピーする。</translation>
    </message>
    <message>
        <location filename="../../core/watch/watchpollstat.cpp" line="87" />
        <source>stat(2) the file every interval_ms</source>
        <translation>interval_ms ごとにファイルを stat(2)</translation>
    </message>
    <message>
        <location filename="../../core/watch/watchpollstat.cpp" line="90" />
        <source>A writer thread appends a line to a file `changes` times, at random gaps (fixed seed). This watcher sleeps interval_ms, calls stat(2) on the file and compares size and modification time with the last stat, over and over until it has seen the last change.</source>
        <translation>書き込みスレッドが、ランダムな間隔（固定シード）でファイルに 1 行を `changes` 回追記する。このウォッチャーは interval_ms だけスリープし、ファイルに stat(2) を呼び、サイズと更新時刻を前回の stat と比べることを、最後の変更を見るまで繰り返す。</translation>
    </message>
    <message>
        <location filename="../../core/watch/watchpollstat.cpp" line="95" />
        <source>File.lastModified() polled in a loop with Thread.sleep(interval) between the calls: what article 002 says JDK 6 code did to find out whether a file changed, and calls costly when repeated. Each lastModified() is a stat of the path.</source>
        <translation>呼び出しの間に Thread.sleep(interval) を挟んでループでポーリングする File.lastModified(): 記事 002 によれば、ファイルが変わったかどうかを知るために JDK 6 のコードが行っていたことであり、繰り返すとコストのかかる呼び出しである。lastModified() 1 回がパスの stat 1 回である。</translation>
    </message>
    <message>
        <location filename="../../core/watch/watchpollstat.cpp" line="99" />
        <source>Per interval, changed or not: one sleep and wake-up (a context switch) plus one stat(2) (a path lookup, about a microsecond): run time / interval_ms checks, most of them finding nothing (empty_checks). A change waits half an interval on average before it is seen, up to a whole one plus scheduling delay; changes closer together than the interval are seen as one (missed_events). Halving the interval halves the latency and doubles the CPU. Comparing mtime alone would not do: most kernels stamp files from a clock that advances once per timer tick (1–10 ms) and lastModified() has millisecond resolution (whole seconds on some filesystems), so two writes within one tick look like one; this watcher compares the size too.</source>
        <translation>変更の有無にかかわらず、間隔ごとに: スリープと起床 1 回（コンテキストスイッチ）に加えて stat(2) 1 回（パスの検索、約 1 マイクロ秒）: 実行時間 / interval_ms 回の確認で、その大半は何も見つけない（empty_checks）。変更が検出されるまで平均で半間隔待ち、最大で 1 間隔にスケジューリングの遅延を加えた時間待つ。間隔より短い間に起きた変更は 1 つに見える（missed_events）。間隔を半分にすると遅延は半分になり CPU は倍になる。mtime だけの比較では足りない: 多くのカーネルはタイマーティック（1–10 ms）ごとに 1 回進むクロックでファイルにタイムスタンプを付け、lastModified() の分解能はミリ秒（一部のファイルシステムでは秒単位）なので、1 ティック内の 2 回の書き込みは 1 回に見える。このウォッチャーはサイズも比べる。</translation>
    </message>
    <message>
        <location filename="../../core/watch/watchpollstat.cpp" line="108" />
        <source>wait is each sleep (poll(2) on the run's wake-up eventfd with interval_ms as timeout, so cancel can end it), detect each stat(2). Metrics: latency from the writer's clock read just before its write(2) to just after the stat that showed the change (median, p99 by nearest rank, max); watch_cpu_ns the watching thread's CPU (CLOCK_THREAD_CPUTIME_ID) from the writer's start to the last change seen; watch_syscalls its poll and stat calls, which the r/w syscalls column does not count (/proc counts only read- and write-class calls). The writer thread is not accounted. A run lasts as long as the writer's schedule (about the sum of the gaps) whatever the watcher does: compare the metrics and the detect calls, not the median wall time.</source>
        <translation>wait は各スリープ（実行の起床用 eventfd に対し interval_ms をタイムアウトとする poll(2) なので、キャンセルで終わらせられる）、detect は各 stat(2)。メトリクス: latency は書き込み側が write(2) の直前に読んだ時刻から、変更を示した stat の直後まで（中央値、最近順位法による p99、最大）。watch_cpu_ns は書き込み側の開始から最後に見た変更までの監視スレッドの CPU（CLOCK_THREAD_CPUTIME_ID）。watch_syscalls はその poll と stat の呼び出しで、r/w syscalls 列はこれを数えない（/proc が数えるのは read 系と write 系の呼び出しだけ）。書き込みスレッドは計上しない。実行は、ウォッチャーが何をしようと書き込み側のスケジュール（間隔のおよその合計）の間続く: 中央値のウォール時間ではなく、メトリクスと detect の呼び出しを比べること。</translation>
    </message>
    <message>
        <location filename="../../core/watch/watchpollstat.cpp" line="117" />
        <source>Article 002: File.lastModified() polled in a loop to notice a change is costly when repeated — and a poll only answers at its next tick. Watch latency, watch_cpu_ns, watch_syscalls and missed_events against watch.inotify, and try interval_ms 1, 10 and 100.</source>
        <translation>記事 002: 変更に気づくためにループでポーリングする File.lastModified() は、繰り返すとコストがかかる — しかもポーリングは次のティックでしか答えない。watch.inotify と latency、watch_cpu_ns、watch_syscalls、missed_events を比べ、interval_ms を 1、10、100 にして試してみよ。</translation>
    </message>
    <message>
        <location filename="../../core/watch/watchinotify.cpp" line="125" />
        <source>kernel notification (inotify)</source>
        <translation>カーネル通知（inotify）</translation>
    </message>
    <message>
        <location filename="../../core/watch/watchinotify.cpp" line="128" />
        <source>The same writer as watch.poll-stat. This watcher registers an inotify watch for modifications on the file's directory and blocks in poll(2) until the kernel queues an event; then it reads the events and fstats the file to see which change it was.</source>
        <translation>watch.poll-stat と同じ書き込み側。このウォッチャーはファイルのディレクトリに変更を監視する inotify ウォッチを登録し、カーネルがイベントをキューに入れるまで poll(2) でブロックする。それからイベントを読み、どの変更だったかを見るためにファイルを fstat する。</translation>
    </message>
    <message>
        <location filename="../../core/watch/watchinotify.cpp" line="132" />
        <source>java.nio.file.WatchService (JDK 7): dir.register(watcher, ENTRY_MODIFY), then watcher.take() blocks until a change, as in article 002's WatcherThread; periodic checks are no longer needed. The JDK builds WatchService on inotify on Linux.</source>
        <translation>java.nio.file.WatchService（JDK 7）: dir.register(watcher, ENTRY_MODIFY) のあと、記事 002 の WatcherThread のように watcher.take() が変更までブロックする。定期的な確認はもう必要ない。JDK は Linux では WatchService を inotify の上に作っている。</translation>
    </message>
    <message>
        <location filename="../../core/watch/watchinotify.cpp" line="136" />
        <source>Nothing while idle: the thread sleeps in the kernel until a write queues an event. Per change: one wake-up, then poll, read and fstat — a few microseconds of CPU, however long the run. Latency is the wake-up of a blocked thread (tens of microseconds; more on a loaded machine). Events for the file merge in the queue only while the previous one is unread, so missed events need a watcher slower than the writer. Limits: fs.inotify.max_user_watches and max_user_instances, and no events for changes other hosts make over a network filesystem.</source>
        <translation>アイドル中は何もしない: スレッドは書き込みがイベントをキューに入れるまでカーネル内で眠る。変更ごとに: 起床 1 回のあと poll、read、fstat — 実行がどれだけ長くても数マイクロ秒の CPU である。遅延はブロックしたスレッドの起床時間（数十マイクロ秒。負荷の高いマシンではそれ以上）。そのファイルのイベントは前のイベントが未読の間だけキューの中で合流するので、イベントの取りこぼしが起きるのはウォッチャーが書き込み側より遅い場合である。制限: fs.inotify.max_user_watches と max_user_instances、そしてネットワークファイルシステム越しに他のホストが行った変更にはイベントが出ない。</translation>
    </message>
    <message>
        <location filename="../../core/watch/watchinotify.cpp" line="143" />
        <source>wait is each blocking poll(2) on the inotify descriptor and the run's wake-up eventfd, detect each read(2) of the event queue with the fstat(2) after it. Metrics as for watch.poll-stat: latency from the writer's clock read just before its write(2) to just after the fstat; watch_cpu_ns the watching thread's CPU; watch_syscalls its poll, read and fstat calls. close is closing the inotify descriptor, which waits for the kernel to retire the watch (an SRCU grace period): milliseconds of wall time but hardly any CPU, paid once per instance — keep one instance for a program's life. The wall time is the writer's schedule, as for watch.poll-stat.</source>
        <translation>wait は inotify 記述子と実行の起床用 eventfd に対する、ブロックする各 poll(2)。detect はイベントキューの各 read(2) とその後の fstat(2)。メトリクスは watch.poll-stat と同様: latency は書き込み側が write(2) の直前に読んだ時刻から fstat の直後まで。watch_cpu_ns は監視スレッドの CPU。watch_syscalls はその poll、read、fstat の呼び出し。close は inotify 記述子を閉じる時間で、カーネルがウォッチを廃棄するのを待つ（SRCU の猶予期間）: ウォール時間で数ミリ秒かかるが CPU はほとんど使わず、インスタンスごとに 1 回払う — プログラムの生存期間中は 1 つのインスタンスを使い続けること。ウォール時間は watch.poll-stat と同様に書き込み側のスケジュールである。</translation>
    </message>
    <message>
        <location filename="../../core/watch/watchinotify.cpp" line="151" />
        <source>Article 002: since JDK 7, WatchService — dir.register(watcher, ENTRY_MODIFY), then watcher.take() blocks until a change — replaces checking the file periodically. Nothing runs while nothing changes.</source>
        <translation>記事 002: JDK 7 以降、WatchService — dir.register(watcher, ENTRY_MODIFY) のあと watcher.take() が変更までブロックする — がファイルの定期的な確認に取って代わる。何も変わらない間は何も動かない。</translation>
    </message>
    <message>
        <location filename="../../core/net/netfetch.cpp" line="187" />
        <source>one HTTP request per id (29 round trips)</source>
        <translation>id ごとに 1 回の HTTP リクエスト（29 往復）</translation>
    </message>
    <message>
        <location filename="../../core/net/netfetch.cpp" line="190" />
        <source>Asks the local server for the rows with ids 1 to 29 one id at a time — 29 GET requests over one keep-alive connection — parses every answer and prints the names of the enabled rows.</source>
        <translation>ローカルサーバーに id 1 から 29 までの行を 1 id ずつ要求し — 1 本の keep-alive 接続上で 29 回の GET リクエスト — すべての応答を解析して有効な行の名前を表示する。</translation>
    </message>
    <message>
        <location filename="../../core/net/netfetch.cpp" line="193" />
        <source>Article 004's first version: a loop `for (int id = 1; id &lt; 30; id++)` building an HttpRequest that POSTs `select * from Test where id = &lt;id&gt;` to test.php, client.send(request, BodyHandlers.ofString()) and objectMapper.readValue(body, TestData[].class), then `if (data.enable != 0)` (java.net.http.HttpClient and Jackson): 20,841 ms.</source>
        <translation>記事 004 の最初の版: ループ `for (int id = 1; id &lt; 30; id++)` で、`select * from Test where id = &lt;id&gt;` を test.php に POST する HttpRequest を組み立て、client.send(request, BodyHandlers.ofString()) と objectMapper.readValue(body, TestData[].class) を行い、それから `if (data.enable != 0)`（java.net.http.HttpClient と Jackson）: 20,841 ms。</translation>
    </message>
    <message>
        <location filename="../../core/net/netfetch.cpp" line="198" />
        <source>29 × (round trip + a database connection and query on the server + a response) and every column of every row: 29 thumbnails of 100 KiB, base64-encoded to ~137 KiB each (~3.8 MiB on the wire), encoded, sent and parsed, 7 of them only to be thrown away as disabled. On loopback a round trip is tens of microseconds, so the volume dominates; over a real network each of the 29 round trips adds its latency: rtt_us (default 1 ms, simulated) makes that visible — 29 round trips against 1.</source>
        <translation>29 × (往復 + サーバー側のデータベース接続とクエリ + レスポンス) で、しかもすべての行のすべての列: 100 KiB のサムネイル 29 枚が base64 でそれぞれ ~137 KiB にエンコードされ（転送量は ~3.8 MiB）、エンコード、送信、解析され、そのうち 7 枚は無効として捨てられるだけである。ループバックでは往復は数十マイクロ秒なので量が支配的になる。実ネットワークでは 29 回の往復それぞれが遅延を加える: rtt_us（デフォルト 1 ms、シミュレート）でそれが見える — 29 往復 対 1 往復。</translation>
    </message>
    <message>
        <location filename="../../core/net/netfetch.cpp" line="29" />
        <source>On the client's thread: connect is the TCP connect to 127.0.0.1 (once per run: the client keeps its connection alive); request runs from sending a request until the response's status line and headers arrive — so it contains the server's work; transfer is reading the body, credited with every byte received (headers and body); parse is decoding the JSON into rows (and binding each thumbnail to a string, as Jackson bound TestData). On the server's handler thread, overlapping the client's request phase: query is the SQLite work (opening the database, preparing, stepping, reading the columns), response is encoding the rows as JSON (base64 thumbnails). The run's metrics: bytes_transferred, requests, connections, and server_query_ns as the server reported it in a header (present for uninstrumented runs too). wait is the simulated network round trip (parameter rtt_us), one per request, slept on the client's thread: loopback has almost no latency of its own. The source file is not read.</source>
        <translation>クライアントのスレッドで: connect は 127.0.0.1 への TCP 接続（実行ごとに 1 回: クライアントは接続を維持する）。request はリクエストの送信からレスポンスのステータス行とヘッダーの到着まで — したがってサーバーの仕事を含む。transfer は本文の読み込みで、受信したすべてのバイト（ヘッダーと本文）を記録する。parse は JSON を行にデコードする時間（Jackson が TestData にバインドしたように、各サムネイルを文字列にバインドすることも含む）。サーバーのハンドラスレッドで、クライアントの request フェーズと重なって: query は SQLite の仕事（データベースのオープン、準備、ステップ実行、列の読み取り）、response は行を JSON にエンコードする時間（base64 のサムネイル）。実行のメトリクス: bytes_transferred、requests、connections、およびサーバーがヘッダーで報告した server_query_ns（計測なしの実行にもある）。wait はシミュレートしたネットワークの往復（パラメータ rtt_us）で、リクエストごとに 1 回、クライアントのスレッドでスリープする: ループバック自体にはほとんど遅延がない。ソースファイルは読まない。</translation>
    </message>
    <message>
        <location filename="../../core/net/netfetch.cpp" line="208" />
        <source>Article 004: 29 HTTP requests, one per id (`select * from Test where id = &lt;id&gt;`), each parsed with objectMapper.readValue: 20,841 ms.</source>
        <translation>記事 004: id ごとに 1 回、計 29 回の HTTP リクエスト（`select * from Test where id = &lt;id&gt;`）で、それぞれを objectMapper.readValue で解析: 20,841 ms。</translation>
    </message>
    <message>
        <location filename="../../core/net/netfetch.cpp" line="222" />
        <source>one HTTP request for the id range</source>
        <translation>id の範囲に対する 1 回の HTTP リクエスト</translation>
    </message>
    <message>
        <location filename="../../core/net/netfetch.cpp" line="225" />
        <source>Asks for all rows with ids 1 to 29 in one GET request, parses the array and keeps the names of the enabled rows on the client.</source>
        <translation>id 1 から 29 のすべての行を 1 回の GET リクエストで要求し、配列を解析して、有効な行の名前をクライアント側で残す。</translation>
    </message>
    <message>
        <location filename="../../core/net/netfetch.cpp" line="228" />
        <source>Article 004's first fix: one request POSTing `select * from Test where id &gt;= 1 and id &lt; 30 order by id;` — fewer round trips, the same client-side `enable` check: 6,103 ms.</source>
        <translation>記事 004 の最初の修正: `select * from Test where id &gt;= 1 and id &lt; 30 order by id;` を POST する 1 回のリクエスト — 往復は減り、クライアント側の `enable` の確認は同じ: 6,103 ms。</translation>
    </message>
    <message>
        <location filename="../../core/net/netfetch.cpp" line="231" />
        <source>1 round trip, 1 query; still every column of all 29 rows (~3.8 MiB of base64 thumbnails) encoded, sent and parsed. What it saves over per-id is 28 round trips, 28 connections to the database and 28 small responses; the bytes stay the same. On loopback a round trip costs tens of microseconds, so that saving is small here, and one 3.8 MiB response needs large buffers that malloc takes fresh from the kernel (thousands of page faults per run) where 29 small ones are recycled: range may not beat per-id on this machine. Over a network each saved round trip is a full latency, which is what the article measured; with the simulated round trip (rtt_us, default 1 ms) the 28 saved round trips show in the wait phase. Set rtt_us=0 to see bare loopback.</source>
        <translation>往復 1 回、クエリ 1 回。それでも 29 行すべてのすべての列（~3.8 MiB の base64 のサムネイル）をエンコード、送信、解析する。id ごとの方式に比べて節約できるのは 28 回の往復、28 回のデータベース接続、28 個の小さなレスポンスで、バイト数は変わらない。ループバックでは往復は数十マイクロ秒なので、ここでの節約は小さい。しかも 3.8 MiB のレスポンス 1 つには大きなバッファが要り、malloc はそれをカーネルから新たに取ってくる（実行ごとに数千回のページフォールト）一方、小さな 29 個のバッファは再利用される: このマシンでは range が per-id に勝てないこともある。ネットワーク越しでは節約した往復 1 回ごとにまるまる 1 回分の遅延になり、記事が測ったのはそれである。シミュレートした往復（rtt_us、デフォルト 1 ms）では、節約した 28 回の往復が wait フェーズに現れる。素のループバックを見るには rtt_us=0 を設定する。</translation>
    </message>
    <message>
        <location filename="../../core/net/netfetch.cpp" line="244" />
        <source>Article 004: one request for the range (`select * from Test where id &gt;= 1 and id &lt; 30 order by id;`): 6,103 ms — fewer round trips.</source>
        <translation>記事 004: 範囲に対する 1 回のリクエスト（`select * from Test where id &gt;= 1 and id &lt; 30 order by id;`）: 6,103 ms — 往復が減った。</translation>
    </message>
    <message>
        <location filename="../../core/net/netfetch.cpp" line="257" />
        <source>one request, enable &lt;&gt; 0 filtered on the server</source>
        <translation>1 回のリクエスト、enable &lt;&gt; 0 をサーバー側で絞り込む</translation>
    </message>
    <message>
        <location filename="../../core/net/netfetch.cpp" line="260" />
        <source>One GET request for the ids 1 to 29 whose enable is not 0: the database filters, the client receives only the rows it prints.</source>
        <translation>enable が 0 でない id 1 から 29 に対する 1 回の GET リクエスト: データベースが絞り込み、クライアントは表示する行だけを受け取る。</translation>
    </message>
    <message>
        <location filename="../../core/net/netfetch.cpp" line="263" />
        <source>Article 004's second fix: `select * from Test where id &gt;= 1 and id &lt; 30 and enable &lt;&gt; 0 order by id;` — fetch only the valid rows rather than filtering after fetching: 4,562 ms.</source>
        <translation>記事 004 の 2 番目の修正: `select * from Test where id &gt;= 1 and id &lt; 30 and enable &lt;&gt; 0 order by id;` — 取得後に絞り込むのではなく、有効な行だけを取得する: 4,562 ms。</translation>
    </message>
    <message>
        <location filename="../../core/net/netfetch.cpp" line="266" />
        <source>1 round trip; 22 of the 29 rows (those enabled here: every fourth id is not), so the bytes encoded, sent and parsed shrink by the share of disabled rows (~24 %). The saving depends on how many rows are disabled, as the article notes.</source>
        <translation>往復 1 回。29 行のうち 22 行（ここで有効なもの: 4 つ目ごとの id は無効）なので、エンコード、送信、解析するバイト数は無効な行の割合（~24 %）だけ減る。記事が述べるとおり、節約は無効な行の数しだいである。</translation>
    </message>
    <message>
        <location filename="../../core/net/netfetch.cpp" line="271" />
        <source>Article 004: the server filters (`… and enable &lt;&gt; 0 order by id;`): 4,562 ms — only the rows the client prints travel.</source>
        <translation>記事 004: サーバーが絞り込む（`… and enable &lt;&gt; 0 order by id;`）: 4,562 ms — クライアントが表示する行だけが転送される。</translation>
    </message>
    <message>
        <location filename="../../core/net/netfetch.cpp" line="284" />
        <source>one request, filtered, only the name column</source>
        <translation>1 回のリクエスト、絞り込み、name 列だけ</translation>
    </message>
    <message>
        <location filename="../../core/net/netfetch.cpp" line="287" />
        <source>One GET request for the names only of the enabled rows with ids 1 to 29: the server selects one column, so no thumbnail is read, encoded, sent or parsed.</source>
        <translation>id 1 から 29 の有効な行の名前だけを求める 1 回の GET リクエスト: サーバーは 1 列だけを選ぶので、サムネイルは読まれも、エンコードされも、送信されも、解析されもしない。</translation>
    </message>
    <message>
        <location filename="../../core/net/netfetch.cpp" line="290" />
        <source>Article 004's last fix: `select name from Test where id &gt;= 1 and id &lt; 30 and enable &lt;&gt; 0 order by id;` — drop the unneeded image column: 556 ms (from 20,841 ms: about 20 s to about 0.5 s).</source>
        <translation>記事 004 の最後の修正: `select name from Test where id &gt;= 1 and id &lt; 30 and enable &lt;&gt; 0 order by id;` — 不要な画像列を外す: 556 ms（20,841 ms から: 約 20 s が約 0.5 s に）。</translation>
    </message>
    <message>
        <location filename="../../core/net/netfetch.cpp" line="293" />
        <source>1 round trip and ~22 short names (well under 1 KiB on the wire) instead of 2.9–3.8 MiB: the cost left is the fixed part — a connect, a request, opening the database and one query. Select only the columns you use; large columns (images) dominate transfer and parse time.</source>
        <translation>往復 1 回と、2.9–3.8 MiB の代わりに ~22 個の短い名前（転送量は 1 KiB を大きく下回る）: 残るコストは固定部分 — 接続、リクエスト、データベースのオープン、クエリ 1 回 — である。使う列だけを選ぶこと。大きな列（画像）が転送時間と解析時間を支配する。</translation>
    </message>
    <message>
        <location filename="../../core/net/netfetch.cpp" line="299" />
        <source>Article 004: only the needed column (`select name from Test where id &gt;= 1 and id &lt; 30 and enable &lt;&gt; 0 order by id;`): 556 ms — the image column stays on the server.</source>
        <translation>記事 004: 必要な列だけ（`select name from Test where id &gt;= 1 and id &lt; 30 and enable &lt;&gt; 0 order by id;`）: 556 ms — 画像列はサーバーにとどまる。</translation>
    </message>
    <message>
        <source>cp (coreutils), as a child process</source>
        <translation>cp（coreutils）を子プロセスとして</translation>
    </message>
    <message>
        <source>Runs coreutils' cp on the file: the reference every copy strategy can be held against, start-up of a process included.</source>
        <translation>coreutils の cp でファイルをコピーする: プロセスの起動も含めて、どのコピー方式とも比べられる基準である。</translation>
    </message>
    <message>
        <source>Files.copy(Path, Path) (article 000): the native copy inside one filesystem</source>
        <translation>Files.copy(Path, Path)（記事 000）: 1 つのファイルシステム内でのネイティブコピー</translation>
    </message>
    <message>
        <source>One process start (fork, exec, dynamic linking: about a millisecond), then copy_file_range in large steps: no bytes cross into user space.</source>
        <translation>プロセスの起動 1 回（fork、exec、動的リンク: 約 1 ミリ秒）のあと、大きな単位での copy_file_range: ユーザー空間に渡るバイトはない。</translation>
    </message>
    <message>
        <location filename="../../core/ext/shippedlessons.cpp" line="15" />
        <source>Article 000 (copying a file, JMH, 10 GB sparse file): the bulk loops are equal within error (transferTo 13.055 ± 0.583 s); Path→Path pulls ahead at 100 GB (153.5 vs 160.0 s). cp is the native copy as a program.</source>
        <translation>記事 000（ファイルのコピー、JMH、10 GB のスパースファイル）: 一括ループは誤差の範囲内で同等（transferTo 13.055 ± 0.583 s）。100 GB では Path→Path が前に出る（153.5 s 対 160.0 s）。cp はプログラムとしてのネイティブコピーである。</translation>
    </message>
    <message>
        <source>cat &gt; dst, as a child process</source>
        <translation>cat &gt; dst を子プロセスとして</translation>
    </message>
    <message>
        <source>Runs cat with its standard output sent to the destination file, as a shell's 'cat src &gt; dst' does, without a shell.</source>
        <translation>標準出力を出力先ファイルに向けて cat を実行する。シェルの 'cat src &gt; dst' と同じことを、シェルなしで行う。</translation>
    </message>
    <message>
        <source>InputStream.transferTo(OutputStream) (article 000): a library loop moving a buffer at a time</source>
        <translation>InputStream.transferTo(OutputStream)（記事 000）: バッファ 1 つずつ動かすライブラリのループ</translation>
    </message>
    <message>
        <source>One process start, then read/write of 128 KiB blocks (or copy_file_range, in newer coreutils): two system calls per block.</source>
        <translation>プロセスの起動 1 回のあと、128 KiB のブロックで read/write する（新しい coreutils では copy_file_range）: ブロックあたり 2 回のシステムコール。</translation>
    </message>
    <message>
        <location filename="../../core/ext/shippedlessons.cpp" line="21" />
        <source>Article 000 (copying a file, JMH, 10 GB sparse file): the bulk loops are equal within error (transferTo 13.055 ± 0.583 s); Path→Path pulls ahead at 100 GB (153.5 vs 160.0 s). cat &gt; dst is the shell's bulk copy.</source>
        <translation>記事 000（ファイルのコピー、JMH、10 GB のスパースファイル）: 一括ループは誤差の範囲内で同等（transferTo 13.055 ± 0.583 s）。100 GB では Path→Path が前に出る（153.5 s 対 160.0 s）。cat &gt; dst はシェルの一括コピーである。</translation>
    </message>
    <message>
        <source>dd bs=8k, as a child process</source>
        <translation>dd bs=8k を子プロセスとして</translation>
    </message>
    <message>
        <source>Runs dd with 8 KiB blocks: the same loop as copy.buffer-loop at its default and as Java's byte[8192] copy, in another program.</source>
        <translation>8 KiB のブロックで dd を実行する: デフォルト設定の copy.buffer-loop や Java の byte[8192] コピーと同じループを、別のプログラムで行う。</translation>
    </message>
    <message>
        <source>The byte[8192] loop of article 000 (and transferTo's internal buffer)</source>
        <translation>記事 000 の byte[8192] ループ（および transferTo の内部バッファ）</translation>
    </message>
    <message>
        <source>Bytes / 8 KiB reads and as many writes; every call crosses into the kernel and copies 8 KiB each way.</source>
        <translation>バイト数 / 8 KiB 回の読み込みと同じ回数の書き込み。各呼び出しがカーネルに入り、それぞれの方向に 8 KiB をコピーする。</translation>
    </message>
    <message>
        <location filename="../../core/ext/shippedlessons.cpp" line="27" />
        <source>Article 000 (copying a file, JMH, 10 GB sparse file): the bulk loops are equal within error (transferTo 13.055 ± 0.583 s); Path→Path pulls ahead at 100 GB (153.5 vs 160.0 s). dd bs=8k is the byte[8192] loop in another program.</source>
        <translation>記事 000（ファイルのコピー、JMH、10 GB のスパースファイル）: 一括ループは誤差の範囲内で同等（transferTo 13.055 ± 0.583 s）。100 GB では Path→Path が前に出る（153.5 s 対 160.0 s）。dd bs=8k は別のプログラムでの byte[8192] ループである。</translation>
    </message>
    <message>
        <source>dd bs=1M, as a child process</source>
        <translation>dd bs=1M を子プロセスとして</translation>
    </message>
    <message>
        <source>Runs dd with 1 MiB blocks: 128 times fewer system calls than dd bs=8k for the same copy.</source>
        <translation>1 MiB のブロックで dd を実行する: 同じコピーに dd bs=8k の 128 分の 1 のシステムコールしか使わない。</translation>
    </message>
    <message>
        <source>The byte[] loop of article 000 with a larger buffer</source>
        <translation>より大きなバッファを使った記事 000 の byte[] ループ</translation>
    </message>
    <message>
        <source>Bytes / 1 MiB reads and writes; the per-call cost fades, the copies through user space remain.</source>
        <translation>バイト数 / 1 MiB 回の読み込みと書き込み。呼び出しごとのコストは薄れるが、ユーザー空間を通るコピーは残る。</translation>
    </message>
    <message>
        <location filename="../../core/ext/shippedlessons.cpp" line="33" />
        <location filename="../../core/ext/shippedlessons.cpp" line="55" />
        <location filename="../../core/ext/shippedlessons.cpp" line="77" />
        <location filename="../../core/ext/shippedlessons.cpp" line="82" />
        <source>Article 000 (copying a file, JMH, 10 GB sparse file): the bulk loops are equal within error (transferTo 13.055 ± 0.583 s); Path→Path pulls ahead at 100 GB (153.5 vs 160.0 s).</source>
        <translation>記事 000（ファイルのコピー、JMH、10 GB のスパースファイル）: 一括ループは誤差の範囲内で同等（transferTo 13.055 ± 0.583 s）。100 GB では Path→Path が前に出る（153.5 s 対 160.0 s）。</translation>
    </message>
    <message>
        <source>wc -l -c, as a child process</source>
        <translation>wc -l -c を子プロセスとして</translation>
    </message>
    <message>
        <source>Runs wc to count lines and bytes: the reference for every read strategy that counts newlines. wc counts '\n' characters (POSIX lines), so for a file whose last line has no ending it reports one line fewer than iolens' line count; the verifier knows and expects exactly that.</source>
        <translation>wc を実行して行数とバイト数を数える: 改行を数えるすべての読み込み方式の基準である。wc は '\n' 文字を数えるので、最終行に行末のないファイルでは iolens の行数より 1 行少なく報告する。検証はそれを承知しており、ちょうど 1 行少ないことを期待する。</translation>
    </message>
    <message>
        <source>Files.lines(path).count() (article 001), done by a C program with a vectorised newline search</source>
        <translation>Files.lines(path).count()（記事 001）を、ベクトル化した改行探索を持つ C プログラムで行う</translation>
    </message>
    <message>
        <source>One process start, then large reads and a memchr-style scan: no decoding, no per-line objects.</source>
        <translation>プロセスの起動 1 回のあと、大きな読み込みと memchr 風の走査: デコードも行ごとのオブジェクトもない。</translation>
    </message>
    <message>
        <location filename="../../core/ext/shippedlessons.cpp" line="38" />
        <location filename="../../core/ext/shippedlessons.cpp" line="109" />
        <location filename="../../core/ext/shippedlessons.cpp" line="116" />
        <source>Article 001: Java 9's Files.lines().parallel() splits bytes at newlines and decodes in parallel: 2.6 s vs 6.6 s sequential under 2 GB, 9 s over 2 GB (the fallback).</source>
        <translation>記事 001: Java 9 の Files.lines().parallel() は改行でバイトを分割し、並列にデコードする: 2 GB 未満では逐次の 6.6 s に対し 2.6 s、2 GB を超えると 9 s（フォールバック）。</translation>
    </message>
    <message>
        <source>fio sequential read, 8 KiB blocks (psync)</source>
        <translation>fio の逐次読み込み、8 KiB ブロック（psync）</translation>
    </message>
    <message>
        <source>Runs fio, the storage benchmark, reading the file sequentially with pread of 8 KiB: the yardstick for read.buffer with buffer_size=8192. iolens reports fio's own bandwidth and completion latency (fio_bw_mib_s, fio_clat_mean_ns, fio_clat_p99_ns) next to the wall time it measured.</source>
        <translation>ストレージベンチマークの fio を実行し、8 KiB の pread でファイルを逐次読む: buffer_size=8192 の read.buffer の物差しである。iolens は自分で測ったウォール時間の横に、fio 自身の帯域と完了レイテンシ（fio_bw_mib_s、fio_clat_mean_ns、fio_clat_p99_ns）を報告する。</translation>
    </message>
    <message>
        <source>FileInputStream.read(byte[8192]) in a loop (articles 000/002)</source>
        <translation>ループでの FileInputStream.read(byte[8192])（記事 000/002）</translation>
    </message>
    <message>
        <source>Bytes / 8 KiB pread calls; fio adds its own setup (parsing, a worker thread, a shared memory segment) to the wall but not to its bandwidth. It counts no lines: only bytes are verified. A size that is not a multiple of the block reads short, which verification reports.</source>
        <translation>バイト数 / 8 KiB 回の pread 呼び出し。fio は自分のセットアップ（解析、ワーカースレッド、共有メモリセグメント）をウォール時間には加えるが、帯域には加えない。行は数えないので、検証されるのはバイトだけである。ブロックの倍数でないサイズは読み込みが足りなくなり、検証がそれを報告する。</translation>
    </message>
    <message>
        <location filename="../../core/ext/shippedlessons.cpp" line="43" />
        <source>Article 002 (10 MB text): FileReader.read() per char 450 ms; with a 1 MiB char[] 80 ms; BufferedReader.readLine() 120 ms. fio is the yardstick: read.buffer at 8 KiB should match its bandwidth.</source>
        <translation>記事 002（10 MB のテキスト）: FileReader.read() で 1 文字ずつ 450 ms、1 MiB の char[] で 80 ms、BufferedReader.readLine() で 120 ms。fio は物差しである: 8 KiB の read.buffer はその帯域に一致するはずである。</translation>
    </message>
    <message>
        <source>fio sequential read, 1 MiB blocks (psync)</source>
        <translation>fio の逐次読み込み、1 MiB ブロック（psync）</translation>
    </message>
    <message>
        <source>Runs fio reading the file with pread of 1 MiB: the yardstick for read.buffer at its default buffer.</source>
        <translation>1 MiB の pread でファイルを読む fio を実行する: デフォルトのバッファでの read.buffer の物差しである。</translation>
    </message>
    <message>
        <source>FileReader with a 1 MiB char[] (article 002: 80 ms for 10 MB), without the decoding</source>
        <translation>1 MiB の char[] を使った FileReader（記事 002: 10 MB で 80 ms）の、デコードなし版</translation>
    </message>
    <message>
        <source>Bytes / 1 MiB pread calls; the copy from the page cache dominates. Only bytes are verified (fio counts no lines).</source>
        <translation>バイト数 / 1 MiB 回の pread 呼び出し。ページキャッシュからのコピーが支配的である。検証されるのはバイトだけである（fio は行を数えない）。</translation>
    </message>
    <message>
        <location filename="../../core/ext/shippedlessons.cpp" line="49" />
        <location filename="../../core/ext/shippedlessons.cpp" line="87" />
        <location filename="../../core/ext/shippedlessons.cpp" line="94" />
        <location filename="../../core/ext/shippedlessons.cpp" line="102" />
        <source>Article 002 (10 MB text): FileReader.read() per char 450 ms; with a 1 MiB char[] 80 ms; BufferedReader.readLine() 120 ms.</source>
        <translation>記事 002（10 MB のテキスト）: FileReader.read() で 1 文字ずつ 450 ms、1 MiB の char[] で 80 ms、BufferedReader.readLine() で 120 ms。</translation>
    </message>
    <message>
        <source>Java FileInputStream byte[8192] loop</source>
        <translation>Java の FileInputStream byte[8192] ループ</translation>
    </message>
    <message>
        <source>Article 000's copy loop in Java: FileInputStream.read(byte[8192]) and FileOutputStream.write until the end.</source>
        <translation>記事 000 のコピーループを Java で: 終わりまで FileInputStream.read(byte[8192]) と FileOutputStream.write を繰り返す。</translation>
    </message>
    <message>
        <source>FileInputStream / FileOutputStream with a byte[8192] buffer (article 000)</source>
        <translation>byte[8192] バッファを使う FileInputStream / FileOutputStream（記事 000）</translation>
    </message>
    <message>
        <source>Bytes / 8 KiB read and write calls through JNI; each copies 8 KiB between the kernel, a native buffer and the Java array. Plus a JVM start-up (tens of milliseconds).</source>
        <translation>JNI を通したバイト数 / 8 KiB 回の read と write の呼び出し。各回がカーネル、ネイティブバッファ、Java 配列の間で 8 KiB をコピーする。これに JVM の起動（数十ミリ秒）が加わる。</translation>
    </message>
    <message>
        <source>Java BufferedInputStream read() per byte</source>
        <translation>Java の BufferedInputStream で 1 バイトごとに read()</translation>
    </message>
    <message>
        <source>Article 000's slow case: BufferedInputStream.read() and BufferedOutputStream.write(int), one call per byte through 8 KiB buffers.</source>
        <translation>記事 000 の遅いケース: BufferedInputStream.read() と BufferedOutputStream.write(int) を、8 KiB のバッファ越しに 1 バイトにつき 1 回呼ぶ。</translation>
    </message>
    <message>
        <source>BufferedInputStream / BufferedOutputStream, read() per byte (article 000)</source>
        <translation>BufferedInputStream / BufferedOutputStream で 1 バイトごとに read()（記事 000）</translation>
    </message>
    <message>
        <source>Two method calls per byte (cheap after JIT inlining) and one system call per 8 KiB on each side: compare with copy.byte-stdio.</source>
        <translation>1 バイトあたり 2 回のメソッド呼び出し（JIT のインライン化後は安い）と、それぞれの側で 8 KiB ごとに 1 回のシステムコール: copy.byte-stdio と比べてみよ。</translation>
    </message>
    <message>
        <location filename="../../core/ext/shippedlessons.cpp" line="63" />
        <source>Article 000 (copying a file, JMH, 10 GB sparse file): the bulk loops are equal within error (transferTo 13.055 ± 0.583 s); Path→Path pulls ahead at 100 GB (153.5 vs 160.0 s). Per-byte calls are the real sin.</source>
        <translation>記事 000（ファイルのコピー、JMH、10 GB のスパースファイル）: 一括ループは誤差の範囲内で同等（transferTo 13.055 ± 0.583 s）。100 GB では Path→Path が前に出る（153.5 s 対 160.0 s）。本当の罪はバイト単位の呼び出しである。</translation>
    </message>
    <message>
        <source>Java InputStream.readAllBytes()</source>
        <translation>Java の InputStream.readAllBytes()</translation>
    </message>
    <message>
        <source>Article 000's readAllBytes(): the whole file in one byte[], then one write.</source>
        <translation>記事 000 の readAllBytes(): ファイル全体を 1 つの byte[] に入れ、1 回で書き出す。</translation>
    </message>
    <message>
        <source>InputStream.readAllBytes() (article 000: fast, but memory grows with the file)</source>
        <translation>InputStream.readAllBytes()（記事 000: 速いが、メモリがファイルとともに増える）</translation>
    </message>
    <message>
        <source>One heap array of the file's size (limited to 2 GiB), filled in growing chunks; peak RSS of the child grows with the file.</source>
        <translation>ファイルサイズのヒープ配列 1 つ（2 GiB まで）を、次第に大きくなるチャンクで埋める。子プロセスのピーク RSS はファイルとともに増える。</translation>
    </message>
    <message>
        <location filename="../../core/ext/shippedlessons.cpp" line="70" />
        <source>Article 000 (copying a file, JMH, 10 GB sparse file): the bulk loops are equal within error (transferTo 13.055 ± 0.583 s); Path→Path pulls ahead at 100 GB (153.5 vs 160.0 s). readAllBytes is fast but its memory grows with the file.</source>
        <translation>記事 000（ファイルのコピー、JMH、10 GB のスパースファイル）: 一括ループは誤差の範囲内で同等（transferTo 13.055 ± 0.583 s）。100 GB では Path→Path が前に出る（153.5 s 対 160.0 s）。readAllBytes は速いが、メモリがファイルとともに増える。</translation>
    </message>
    <message>
        <source>Java InputStream.transferTo()</source>
        <translation>Java の InputStream.transferTo()</translation>
    </message>
    <message>
        <source>Article 000's transferTo(): the library's own 8 KiB loop.</source>
        <translation>記事 000 の transferTo(): ライブラリ自身の 8 KiB ループ。</translation>
    </message>
    <message>
        <source>InputStream.transferTo(OutputStream) (article 000: 13.055 ± 0.583 s for 10 GB)</source>
        <translation>InputStream.transferTo(OutputStream)（記事 000: 10 GB で 13.055 ± 0.583 s）</translation>
    </message>
    <message>
        <source>The same calls and copies as the byte[8192] loop: extra buffering around it changes nothing, as the article found.</source>
        <translation>呼び出しとコピーは byte[8192] ループと同じ: 記事が確かめたとおり、その周りにバッファリングを足しても何も変わらない。</translation>
    </message>
    <message>
        <source>Java Files.copy(Path, Path)</source>
        <translation>Java の Files.copy(Path, Path)</translation>
    </message>
    <message>
        <source>Article 000's path-to-path copy: the JDK's native copy, with no Java loop.</source>
        <translation>記事 000 のパスからパスへのコピー: Java のループなしの、JDK のネイティブコピー。</translation>
    </message>
    <message>
        <source>Files.copy(Path, Path) (article 000: 153.5 s vs 160.0 s for 100 GB stream-to-stream)</source>
        <translation>Files.copy(Path, Path)（記事 000: 100 GB でストリーム→ストリームの 160.0 s に対し 153.5 s）</translation>
    </message>
    <message>
        <source>The JDK copies natively inside the kernel where it can; no bytes through the Java heap.</source>
        <translation>JDK は可能な場合カーネル内でネイティブにコピーする。Java ヒープを通るバイトはない。</translation>
    </message>
    <message>
        <source>Java FileReader.read() per char</source>
        <translation>Java の FileReader.read() で 1 文字ずつ</translation>
    </message>
    <message>
        <source>Article 002's slowest reader: one read() call per char, counting newlines.</source>
        <translation>記事 002 の最も遅いリーダー: 1 文字につき 1 回の read() 呼び出しで、改行を数える。</translation>
    </message>
    <message>
        <source>FileReader.read() (article 002: 450 ms for 10 MB)</source>
        <translation>FileReader.read()（記事 002: 10 MB で 450 ms）</translation>
    </message>
    <message>
        <source>One synchronized method call and a decoder step per char; an 8 KiB byte buffer inside the reader keeps system calls few.</source>
        <translation>1 文字につき 1 回の synchronized メソッド呼び出しとデコーダの 1 ステップ。リーダー内部の 8 KiB のバイトバッファがシステムコールを少なく保つ。</translation>
    </message>
    <message>
        <source>Java FileReader with a char[1 MiB]</source>
        <translation>Java の FileReader と char[1 MiB]</translation>
    </message>
    <message>
        <source>Article 002's fast reader: read(char[1 MiB]) then a scan for '\n'.</source>
        <translation>記事 002 の速いリーダー: read(char[1 MiB]) のあと '\n' を走査する。</translation>
    </message>
    <message>
        <source>FileReader.read(char[]) with a 1 MiB buffer (article 002: 80 ms for 10 MB)</source>
        <translation>1 MiB のバッファでの FileReader.read(char[])（記事 002: 10 MB で 80 ms）</translation>
    </message>
    <message>
        <source>Few calls; the decoding from UTF-8 to UTF-16 chars dominates, then one pass over the chars.</source>
        <translation>呼び出しは少ない。UTF-8 から UTF-16 の char へのデコードが支配的で、その後 char を 1 回走査する。</translation>
    </message>
    <message>
        <source>Java BufferedReader.readLine() into a list</source>
        <translation>Java の BufferedReader.readLine() でリストへ</translation>
    </message>
    <message>
        <source>Article 002's line reader: every line becomes a String kept in a List.</source>
        <translation>記事 002 の行リーダー: すべての行が String になり List に保持される。</translation>
    </message>
    <message>
        <source>BufferedReader.readLine() (article 002: 120 ms for 10 MB)</source>
        <translation>BufferedReader.readLine()（記事 002: 10 MB で 120 ms）</translation>
    </message>
    <message>
        <source>One String per line (allocation and garbage collection grow with the line count), on top of decoding.</source>
        <translation>デコードに加えて 1 行につき 1 つの String（確保とガベージコレクションが行数とともに増える）。</translation>
    </message>
    <message>
        <source>Java Files.lines() sequential</source>
        <translation>Java の Files.lines() 逐次</translation>
    </message>
    <message>
        <source>Article 001's Files.lines(path) stream, sequential: lines counted and their UTF-8 bytes summed.</source>
        <translation>記事 001 の Files.lines(path) ストリームを逐次で: 行を数え、その UTF-8 のバイト数を合計する。</translation>
    </message>
    <message>
        <source>Files.lines(path) (article 001: 6.6 s sequential for a file under 2 GB)</source>
        <translation>Files.lines(path)（記事 001: 2 GB 未満のファイルで逐次 6.6 s）</translation>
    </message>
    <message>
        <source>A BufferedReader underneath: decoding plus one String per line, collected by the GC at once.</source>
        <translation>下には BufferedReader がある: デコードに加えて 1 行につき 1 つの String で、GC がまとめて回収する。</translation>
    </message>
    <message>
        <source>Java Files.lines().parallel()</source>
        <translation>Java の Files.lines().parallel()</translation>
    </message>
    <message>
        <source>Article 001's parallel stream: since Java 9 the file is mapped, split at newlines as bytes and decoded in worker threads (only under 2 GB and for UTF-8/ASCII/Latin-1).</source>
        <translation>記事 001 の並列ストリーム: Java 9 以降、ファイルはマップされ、バイトのまま改行で分割され、ワーカースレッドでデコードされる（2 GB 未満で、UTF-8/ASCII/Latin-1 の場合に限る）。</translation>
    </message>
    <message>
        <source>Files.lines(path).parallel() (article 001: 2.6 s parallel vs 6.6 s sequential under 2 GB; 9 s over 2 GB)</source>
        <translation>Files.lines(path).parallel()（記事 001: 2 GB 未満で並列 2.6 s 対 逐次 6.6 s、2 GB を超えると 9 s）</translation>
    </message>
    <message>
        <source>Decoding spread over the common fork-join pool; the child's CPU time exceeds its wall. Compare with read.parallel, which has no 2 GB cliff.</source>
        <translation>デコードは共通の fork-join プールに分散される。子プロセスの CPU 時間はウォール時間を超える。2 GB の崖がない read.parallel と比べてみよ。</translation>
    </message>
    <message>
        <location filename="../../core/read/fadviseread.cpp" line="24" />
        <source>posix_fadvise(SEQUENTIAL), then a buffer loop</source>
        <translation>posix_fadvise(SEQUENTIAL) のあとバッファのループ</translation>
    </message>
    <message>
        <location filename="../../core/read/fadviseread.cpp" line="27" />
        <source>Tells the kernel with posix_fadvise(POSIX_FADV_SEQUENTIAL) that the file will be read from start to end, then reads it in buffer_size blocks as read.buffer does.</source>
        <translation>posix_fadvise(POSIX_FADV_SEQUENTIAL) でファイルが先頭から末尾まで読まれることをカーネルに伝え、read.buffer と同じように buffer_size のブロックで読む。</translation>
    </message>
    <message>
        <location filename="../../core/read/fadviseread.cpp" line="30" />
        <source>None: a FileInputStream or FileChannel cannot give the kernel an access hint; the JDK leaves readahead to the kernel's guess, which is what read.buffer measures.</source>
        <translation>なし: FileInputStream も FileChannel もカーネルにアクセスのヒントを渡せない。JDK は先読みをカーネルの推測に任せており、それを測るのが read.buffer である。</translation>
    </message>
    <message>
        <location filename="../../core/read/fadviseread.cpp" line="33" />
        <source>One more system call than read.buffer. On Linux the hint doubles the file's readahead window (128 KiB to 256 KiB by default), so a read from the device asks for larger blocks ahead of the reader; from the page cache (warm) nothing changes. Compare both in cold mode with a small buffer_size.</source>
        <translation>read.buffer よりシステムコールが 1 回多い。Linux ではこのヒントでファイルの先読みウィンドウが 2 倍（既定で 128 KiB から 256 KiB）になり、デバイスからの読み込みでは読み手の先をより大きなブロックで要求する。ページキャッシュから（ウォーム）なら何も変わらない。小さな buffer_size のコールドモードで両者を比べてみよ。</translation>
    </message>
    <message>
        <location filename="../../core/read/fadviseread.cpp" line="38" />
        <source>The hint is timed with the open (open); then one interval per read(2) call (read), per block split (split) and per block decoded (decode).</source>
        <translation>ヒントは open と一緒に計測する（open）。その後は read(2) 呼び出しごと（read）、ブロックの分割ごと（split）、デコードしたブロックごと（decode）に 1 区間。</translation>
    </message>
    <message>
        <location filename="../../core/read/fadviseread.cpp" line="41" />
        <source>Article 002 reads a 10 MB text: FileReader with a 1 MiB char[] 80 ms, one char at a time 450 ms. The articles never give the kernel a hint: Java has none to give.</source>
        <translation>記事 002 は 10 MB のテキストを読む: 1 MiB の char[] を使う FileReader で 80 ms、1 文字ずつで 450 ms。記事はカーネルにヒントを渡さない。Java には渡す手段がない。</translation>
    </message>
    <message>
        <source>Timed from outside: wall, and the child's CPU, faults and peak RSS from wait4. cp prints no phases, so its whole life is one 'other' phase. Process start-up, measured on the machine iolens was written on (2-core AMD EPYC VM, Linux 6.18; hyperfine -N, best of 30): fork+exec of /bin/true 0.5 ms, java with an empty main() 32 ms (OpenJDK 17), fio --version 28 ms and a fio job reading 8 KiB 353 ms (fio 3.33).</source>
        <translation>外部から計測する: ウォール時間と、wait4 から得る子プロセスの CPU、フォールト、ピーク RSS。cp はフェーズを出力しないので、その全期間が 1 つの 'other' フェーズになる。プロセスの起動コスト（iolens を書いたマシンで計測: 2 コアの AMD EPYC VM、Linux 6.18、hyperfine -N で 30 回中の最良値）: /bin/true の fork+exec は 0.5 ms、空の main() を実行する java は 32 ms（OpenJDK 17）、fio --version は 28 ms、8 KiB を読む fio のジョブは 353 ms（fio 3.33）。</translation>
    </message>
    <message>
        <source>Timed from outside (wall, wait4 rusage); its whole life is one 'other' phase. Process start-up, measured on the machine iolens was written on (2-core AMD EPYC VM, Linux 6.18; hyperfine -N, best of 30): fork+exec of /bin/true 0.5 ms, java with an empty main() 32 ms (OpenJDK 17), fio --version 28 ms and a fio job reading 8 KiB 353 ms (fio 3.33).</source>
        <translation>外部から計測する（ウォール時間、wait4 の rusage）。その全期間が 1 つの 'other' フェーズになる。プロセスの起動コスト（iolens を書いたマシンで計測: 2 コアの AMD EPYC VM、Linux 6.18、hyperfine -N で 30 回中の最良値）: /bin/true の fork+exec は 0.5 ms、空の main() を実行する java は 32 ms（OpenJDK 17）、fio --version は 28 ms、8 KiB を読む fio のジョブは 353 ms（fio 3.33）。</translation>
    </message>
    <message>
        <source>Timed from outside (wall, wait4 rusage); wc prints no phases, so the run has none. Process start-up, measured on the machine iolens was written on (2-core AMD EPYC VM, Linux 6.18; hyperfine -N, best of 30): fork+exec of /bin/true 0.5 ms, java with an empty main() 32 ms (OpenJDK 17), fio --version 28 ms and a fio job reading 8 KiB 353 ms (fio 3.33).</source>
        <translation>外部から計測する（ウォール時間、wait4 の rusage）。wc はフェーズを出力しないので、実行にフェーズはない。プロセスの起動コスト（iolens を書いたマシンで計測: 2 コアの AMD EPYC VM、Linux 6.18、hyperfine -N で 30 回中の最良値）: /bin/true の fork+exec は 0.5 ms、空の main() を実行する java は 32 ms（OpenJDK 17）、fio --version は 28 ms、8 KiB を読む fio のジョブは 353 ms（fio 3.33）。</translation>
    </message>
    <message>
        <source>The read phase is fio's total completion latency (mean clat × I/Os); the wall includes fio's start-up and setup. Process start-up, measured on the machine iolens was written on (2-core AMD EPYC VM, Linux 6.18; hyperfine -N, best of 30): fork+exec of /bin/true 0.5 ms, java with an empty main() 32 ms (OpenJDK 17), fio --version 28 ms and a fio job reading 8 KiB 353 ms (fio 3.33). On a small file the wall MiB/s is mostly that set-up; the table's tool MiB/s is fio's own bandwidth over its own time.</source>
        <translation>read フェーズは fio の完了レイテンシの合計（平均 clat × I/O 数）である。ウォール時間には fio の起動とセットアップが含まれる。プロセスの起動コスト（iolens を書いたマシンで計測: 2 コアの AMD EPYC VM、Linux 6.18、hyperfine -N で 30 回中の最良値）: /bin/true の fork+exec は 0.5 ms、空の main() を実行する java は 32 ms（OpenJDK 17）、fio --version は 28 ms、8 KiB を読む fio のジョブは 353 ms（fio 3.33）。小さなファイルではウォール時間の MiB/s の大半がこのセットアップである。表のツール MiB/s は、fio 自身の時間で測った fio 自身の帯域である。</translation>
    </message>
    <message>
        <source>Phases are timed inside the JVM with System.nanoTime() per call and printed as iolens-phase lines. JVM start-up is in the wall time but in no phase. Process start-up, measured on the machine iolens was written on (2-core AMD EPYC VM, Linux 6.18; hyperfine -N, best of 30): fork+exec of /bin/true 0.5 ms, java with an empty main() 32 ms (OpenJDK 17), fio --version 28 ms and a fio job reading 8 KiB 353 ms (fio 3.33).</source>
        <translation>フェーズは JVM の中で呼び出しごとに System.nanoTime() で計測し、iolens-phase 行として出力する。JVM の起動はウォール時間には含まれるが、どのフェーズにも入らない。プロセスの起動コスト（iolens を書いたマシンで計測: 2 コアの AMD EPYC VM、Linux 6.18、hyperfine -N で 30 回中の最良値）: /bin/true の fork+exec は 0.5 ms、空の main() を実行する java は 32 ms（OpenJDK 17）、fio --version は 28 ms、8 KiB を読む fio のジョブは 353 ms（fio 3.33）。</translation>
    </message>
    <message>
        <source>Per-byte calls are timed in batches of 64 KiB bytes: one timing for the batch's reads, one for its writes. JVM start-up is in the wall but in no phase. Process start-up, measured on the machine iolens was written on (2-core AMD EPYC VM, Linux 6.18; hyperfine -N, best of 30): fork+exec of /bin/true 0.5 ms, java with an empty main() 32 ms (OpenJDK 17), fio --version 28 ms and a fio job reading 8 KiB 353 ms (fio 3.33).</source>
        <translation>バイト単位の呼び出しは 64 KiB バイトのバッチで計測する: バッチの読み込みで 1 回、書き込みで 1 回計測する。JVM の起動はウォール時間には含まれるが、どのフェーズにも入らない。プロセスの起動コスト（iolens を書いたマシンで計測: 2 コアの AMD EPYC VM、Linux 6.18、hyperfine -N で 30 回中の最良値）: /bin/true の fork+exec は 0.5 ms、空の main() を実行する java は 32 ms（OpenJDK 17）、fio --version は 28 ms、8 KiB を読む fio のジョブは 353 ms（fio 3.33）。</translation>
    </message>
    <message>
        <source>One read and one write timing with System.nanoTime(); JVM start-up is in the wall but in no phase. Files over 2 GiB fail in Java (an array limit), and the run reports the JVM's error. Process start-up, measured on the machine iolens was written on (2-core AMD EPYC VM, Linux 6.18; hyperfine -N, best of 30): fork+exec of /bin/true 0.5 ms, java with an empty main() 32 ms (OpenJDK 17), fio --version 28 ms and a fio job reading 8 KiB 353 ms (fio 3.33).</source>
        <translation>System.nanoTime() で読み込みと書き込みをそれぞれ 1 回計測する。JVM の起動はウォール時間には含まれるが、どのフェーズにも入らない。2 GiB を超えるファイルは Java では失敗し（配列の上限）、実行は JVM のエラーを報告する。プロセスの起動コスト（iolens を書いたマシンで計測: 2 コアの AMD EPYC VM、Linux 6.18、hyperfine -N で 30 回中の最良値）: /bin/true の fork+exec は 0.5 ms、空の main() を実行する java は 32 ms（OpenJDK 17）、fio --version は 28 ms、8 KiB を読む fio のジョブは 353 ms（fio 3.33）。</translation>
    </message>
    <message>
        <source>One 'transfer' timing around transferTo (reads and writes inside one library call); JVM start-up is in the wall but in no phase. Process start-up, measured on the machine iolens was written on (2-core AMD EPYC VM, Linux 6.18; hyperfine -N, best of 30): fork+exec of /bin/true 0.5 ms, java with an empty main() 32 ms (OpenJDK 17), fio --version 28 ms and a fio job reading 8 KiB 353 ms (fio 3.33).</source>
        <translation>transferTo の周りで 'transfer' を 1 回計測する（読み込みも書き込みも 1 回のライブラリ呼び出しの中）。JVM の起動はウォール時間には含まれるが、どのフェーズにも入らない。プロセスの起動コスト（iolens を書いたマシンで計測: 2 コアの AMD EPYC VM、Linux 6.18、hyperfine -N で 30 回中の最良値）: /bin/true の fork+exec は 0.5 ms、空の main() を実行する java は 32 ms（OpenJDK 17）、fio --version は 28 ms、8 KiB を読む fio のジョブは 353 ms（fio 3.33）。</translation>
    </message>
    <message>
        <source>One 'transfer' timing around Files.copy; JVM start-up is in the wall but in no phase. Process start-up, measured on the machine iolens was written on (2-core AMD EPYC VM, Linux 6.18; hyperfine -N, best of 30): fork+exec of /bin/true 0.5 ms, java with an empty main() 32 ms (OpenJDK 17), fio --version 28 ms and a fio job reading 8 KiB 353 ms (fio 3.33).</source>
        <translation>Files.copy の周りで 'transfer' を 1 回計測する。JVM の起動はウォール時間には含まれるが、どのフェーズにも入らない。プロセスの起動コスト（iolens を書いたマシンで計測: 2 コアの AMD EPYC VM、Linux 6.18、hyperfine -N で 30 回中の最良値）: /bin/true の fork+exec は 0.5 ms、空の main() を実行する java は 32 ms（OpenJDK 17）、fio --version は 28 ms、8 KiB を読む fio のジョブは 353 ms（fio 3.33）。</translation>
    </message>
    <message>
        <source>One timing around the whole loop (per-char timing would dwarf the call); bytes are counted under the reader. JVM start-up is in the wall but in no phase. Process start-up, measured on the machine iolens was written on (2-core AMD EPYC VM, Linux 6.18; hyperfine -N, best of 30): fork+exec of /bin/true 0.5 ms, java with an empty main() 32 ms (OpenJDK 17), fio --version 28 ms and a fio job reading 8 KiB 353 ms (fio 3.33).</source>
        <translation>ループ全体の周りで 1 回計測する（1 文字ごとに計測すると呼び出しよりも計測の方が大きくなる）。バイトはリーダーの下で数える。JVM の起動はウォール時間には含まれるが、どのフェーズにも入らない。プロセスの起動コスト（iolens を書いたマシンで計測: 2 コアの AMD EPYC VM、Linux 6.18、hyperfine -N で 30 回中の最良値）: /bin/true の fork+exec は 0.5 ms、空の main() を実行する java は 32 ms（OpenJDK 17）、fio --version は 28 ms、8 KiB を読む fio のジョブは 353 ms（fio 3.33）。</translation>
    </message>
    <message>
        <source>read and split timed per 1 MiB call with System.nanoTime(); JVM start-up is in the wall but in no phase. Process start-up, measured on the machine iolens was written on (2-core AMD EPYC VM, Linux 6.18; hyperfine -N, best of 30): fork+exec of /bin/true 0.5 ms, java with an empty main() 32 ms (OpenJDK 17), fio --version 28 ms and a fio job reading 8 KiB 353 ms (fio 3.33).</source>
        <translation>read と split は 1 MiB の呼び出しごとに System.nanoTime() で計測する。JVM の起動はウォール時間には含まれるが、どのフェーズにも入らない。プロセスの起動コスト（iolens を書いたマシンで計測: 2 コアの AMD EPYC VM、Linux 6.18、hyperfine -N で 30 回中の最良値）: /bin/true の fork+exec は 0.5 ms、空の main() を実行する java は 32 ms（OpenJDK 17）、fio --version は 28 ms、8 KiB を読む fio のジョブは 353 ms（fio 3.33）。</translation>
    </message>
    <message>
        <source>One timing around the loop; JVM start-up is in the wall but in no phase. Peak RSS of the child shows the list. Process start-up, measured on the machine iolens was written on (2-core AMD EPYC VM, Linux 6.18; hyperfine -N, best of 30): fork+exec of /bin/true 0.5 ms, java with an empty main() 32 ms (OpenJDK 17), fio --version 28 ms and a fio job reading 8 KiB 353 ms (fio 3.33).</source>
        <translation>ループの周りで 1 回計測する。JVM の起動はウォール時間には含まれるが、どのフェーズにも入らない。子プロセスのピーク RSS にリストが現れる。プロセスの起動コスト（iolens を書いたマシンで計測: 2 コアの AMD EPYC VM、Linux 6.18、hyperfine -N で 30 回中の最良値）: /bin/true の fork+exec は 0.5 ms、空の main() を実行する java は 32 ms（OpenJDK 17）、fio --version は 28 ms、8 KiB を読む fio のジョブは 353 ms（fio 3.33）。</translation>
    </message>
    <message>
        <source>One timing around the stream; JVM start-up is in the wall but in no phase. Bytes are rebuilt from the lines (+1 per '\n'), so a file with '\r\n' endings or no final newline fails verification. Process start-up, measured on the machine iolens was written on (2-core AMD EPYC VM, Linux 6.18; hyperfine -N, best of 30): fork+exec of /bin/true 0.5 ms, java with an empty main() 32 ms (OpenJDK 17), fio --version 28 ms and a fio job reading 8 KiB 353 ms (fio 3.33).</source>
        <translation>ストリームの周りで 1 回計測する。JVM の起動はウォール時間には含まれるが、どのフェーズにも入らない。バイト数は行から組み立て直す（'\n' ごとに +1）ので、行末が '\r\n' のファイルや最後に改行のないファイルは検証に失敗する。プロセスの起動コスト（iolens を書いたマシンで計測: 2 コアの AMD EPYC VM、Linux 6.18、hyperfine -N で 30 回中の最良値）: /bin/true の fork+exec は 0.5 ms、空の main() を実行する java は 32 ms（OpenJDK 17）、fio --version は 28 ms、8 KiB を読む fio のジョブは 353 ms（fio 3.33）。</translation>
    </message>
    <message>
        <source>One timing around the stream; JVM start-up is in the wall but in no phase. Bytes are rebuilt from the lines (+1 per '\n'). Process start-up, measured on the machine iolens was written on (2-core AMD EPYC VM, Linux 6.18; hyperfine -N, best of 30): fork+exec of /bin/true 0.5 ms, java with an empty main() 32 ms (OpenJDK 17), fio --version 28 ms and a fio job reading 8 KiB 353 ms (fio 3.33).</source>
        <translation>ストリームの周りで 1 回計測する。JVM の起動はウォール時間には含まれるが、どのフェーズにも入らない。バイト数は行から組み立て直す（'\n' ごとに +1）。プロセスの起動コスト（iolens を書いたマシンで計測: 2 コアの AMD EPYC VM、Linux 6.18、hyperfine -N で 30 回中の最良値）: /bin/true の fork+exec は 0.5 ms、空の main() を実行する java は 32 ms（OpenJDK 17）、fio --version は 28 ms、8 KiB を読む fio のジョブは 353 ms（fio 3.33）。</translation>
    </message>
    <message>
        <location filename="../../core/replay/replayfamily.cpp" line="16" />
        <source>Issue 26: a traced program's own calls on one file, replayed on a copy of it as recorded and with each fix, so that the speed-up shown is the program's own.</source>
        <translation>issue 26: トレースしたプログラム自身の 1 つのファイルへの呼び出しを、そのコピーの上で記録どおりに、また各修正を施して再生する。示される高速化はそのプログラム自身のものになる。</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="12" />
        <source>Each recorded run of calls (the trace merges consecutive calls of one kind) is timed as one interval, credited with its calls and bytes: two clock reads per run, not per call. The bytes read are hashed as they arrive, as the program would have used them.</source>
        <translation>記録された呼び出しの連なり（トレースは同じ種類の連続した呼び出しをまとめる）ごとに 1 区間として計測し、その呼び出し数とバイト数を割り当てる: 時計の読み取りは呼び出しごとではなく連なりごとに 2 回。読んだバイトは、プログラムが使うのと同じように、届いた時点でハッシュする。</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="17" />
        <source>Issue 26: the built-in strategies show a fix on their own work; a replay shows it on the calls the program made, so the speed-up in the table is the program's.</source>
        <translation>issue 26: 組み込みの戦略は修正の効果を自分自身の作業で示すが、再生はプログラムが実際に行った呼び出しで示す。したがって表の高速化はそのプログラムのものである。</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="28" />
        <source>the traced calls, as recorded</source>
        <translation>トレースした呼び出し（記録どおり）</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="29" />
        <source>Repeats the traced program's calls on a copy of the file: the same call kinds (stdio calls through a FILE*, read, pread, write and pwrite through descriptors), sizes, offsets, opens, closes and fsyncs, in recorded time order and in one thread (the threads of the program are merged by when their calls began). Writes write bytes that depend only on the file offset; the traced file itself is only read, to copy it.</source>
        <translation>トレースしたプログラムの呼び出しをファイルのコピーの上で繰り返す: 同じ呼び出しの種類（FILE* を通した stdio 呼び出し、ディスクリプタを通した read、pread、write、pwrite）、サイズ、オフセット、open、close、fsync を、記録された時刻順に 1 つのスレッドで行う（プログラムのスレッドは呼び出しの開始時刻で並べてまとめる）。書き込むバイトはファイルオフセットだけで決まる。トレースしたファイル自体はコピーのために読むだけである。</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="35" />
        <source>Whatever the program called: FileInputStream.read(byte[]), RandomAccessFile.seek + read, new FileWriter(path, true) per record — the pattern before any fix.</source>
        <translation>プログラムが呼んだもの何でも: FileInputStream.read(byte[])、RandomAccessFile.seek + read、レコードごとの new FileWriter(path, true) — 修正前のパターンそのもの。</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="38" />
        <source>The program's own: calls × cost per call of each kind, opens and fsyncs included. Each run of calls spreads its bytes evenly (the trace does not keep single calls' sizes).</source>
        <translation>プログラム自身のもの: 種類ごとの呼び出し回数 × 1 回あたりのコスト（open と fsync を含む）。各連なりはバイトを呼び出しに均等に割り振る（トレースは個々の呼び出しのサイズを保持しない）。</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="47" />
        <source>the traced calls, reads through a 64 KiB buffer</source>
        <translation>トレースした呼び出し（読み込みは 64 KiB バッファ経由）</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="48" />
        <source>As recorded, but every run of reads smaller than 64 KiB each is read as 64 KiB reads (or the run's range whole, if smaller): the program's small reads would be served from the buffer.</source>
        <translation>記録どおりだが、1 回が 64 KiB より小さい読み込みの連なりはすべて 64 KiB の読み込みで読む（連なりの範囲がそれより小さければ範囲全体を一度に）: プログラムの小さな読み込みはバッファから返されることになる。</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="52" />
        <source>new BufferedInputStream(new FileInputStream(f), 65536) in place of FileInputStream.read(byte[]) with a small array, or read() per byte.</source>
        <translation>小さな配列での FileInputStream.read(byte[]) や 1 バイトごとの read() の代わりに new BufferedInputStream(new FileInputStream(f), 65536)。</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="55" />
        <source>bytes / 64 KiB system calls per read run instead of one per recorded call; the copies stay the same. Memory: 64 KiB.</source>
        <translation>読み込みの連なりごとに、記録された呼び出し 1 回につき 1 回ではなく、バイト数 / 64 KiB 回のシステムコール。コピーは変わらない。メモリ: 64 KiB。</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="64" />
        <source>the traced calls, the file kept open</source>
        <translation>トレースした呼び出し（ファイルは開いたまま）</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="65" />
        <source>As recorded, but the file is opened once, at the first recorded open, and closed once at the end: the reopen cycles are gone. Where a reopen moved the file position back, one lseek puts it where the next call began.</source>
        <translation>記録どおりだが、ファイルは最初に記録された open で 1 回だけ開き、最後に 1 回だけ閉じる: 開き直しの繰り返しがなくなる。開き直しでファイル位置が戻っていた場所では、1 回の lseek で次の呼び出しが始まった位置に合わせる。</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="69" />
        <source>Article 004's fix: the FileWriter (or FileInputStream) created once outside the loop instead of new FileWriter(path, true) and close() per record.</source>
        <translation>記事 004 の修正: レコードごとの new FileWriter(path, true) と close() の代わりに、ループの外で FileWriter（または FileInputStream）を 1 回だけ作る。</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="72" />
        <source>1 open + 1 close instead of one of each per cycle (a path walk and a file description each, µs on Linux, ms with an antivirus filter on Windows); a seek per cycle at most.</source>
        <translation>サイクルごとに open と close を 1 回ずつではなく、open 1 回 + close 1 回（それぞれパスの探索とファイル記述が 1 つずつ。Linux では µs、アンチウイルスのフィルターがある Windows では ms）。シークはサイクルごとに多くても 1 回。</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="81" />
        <source>the traced calls, each write run as one gathering write</source>
        <translation>トレースした呼び出し（書き込みの連なりごとに 1 回の集約書き込み）</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="82" />
        <source>As recorded, but every run of consecutive writes goes out as one writev(2) of its calls' pieces (1,024 at a time), a pwrite run as one pwrite(2) of its range and a stdio write run as one fwrite(3).</source>
        <translation>記録どおりだが、連続した書き込みの連なりはすべて、その呼び出しの断片をまとめた 1 回の writev(2)（一度に 1,024 個まで）で出し、pwrite の連なりはその範囲の 1 回の pwrite(2)、stdio の書き込みの連なりは 1 回の fwrite(3) にする。</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="86" />
        <source>GatheringByteChannel.write(ByteBuffer[]), or a StringBuilder written with one write() instead of a write() per record.</source>
        <translation>GatheringByteChannel.write(ByteBuffer[])、またはレコードごとの write() の代わりに 1 回の write() で書く StringBuilder。</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="89" />
        <source>ceil(calls / 1,024) system calls per write run instead of one per call; the bytes copied are the same.</source>
        <translation>書き込みの連なりごとに、呼び出し 1 回につき 1 回ではなく ceil(呼び出し数 / 1,024) 回のシステムコール。コピーするバイトは同じ。</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="98" />
        <source>the traced calls, reads served from one mapping</source>
        <translation>トレースした呼び出し（読み込みは 1 つのマッピングから）</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="99" />
        <source>As recorded, but the copy is mapped once (again if writes grow it) and every recorded read range is copied out of the mapping with memcpy: no read calls, page faults instead.</source>
        <translation>記録どおりだが、コピーを 1 回マップし（書き込みで大きくなれば再度）、記録された読み込みの範囲はすべて memcpy でマッピングからコピーする: read の呼び出しはなく、代わりにページフォールトが起きる。</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="102" />
        <source>FileChannel.map(READ_ONLY, 0, size) and MappedByteBuffer.get(byte[]) in place of the stream's reads.</source>
        <translation>ストリームの読み込みの代わりに FileChannel.map(READ_ONLY, 0, size) と MappedByteBuffer.get(byte[])。</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="105" />
        <source>1 open + 1 mmap, then one page fault per 4 KiB page first touched (fewer with fault-around) and a memcpy per range; no system call per read.</source>
        <translation>open 1 回 + mmap 1 回、その後は初めて触れる 4 KiB ページごとに 1 回のページフォールト（fault-around があればもっと少ない）と範囲ごとの memcpy。読み込みごとのシステムコールはない。</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="114" />
        <source>the traced calls, one fsync at the end</source>
        <translation>トレースした呼び出し（fsync は最後に 1 回）</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="115" />
        <source>As recorded, but the recorded fsync and fdatasync calls are dropped and one fsync(2) is made before the last close: the file is as durable at the end, not after every call.</source>
        <translation>記録どおりだが、記録された fsync と fdatasync の呼び出しを省き、最後の close の前に fsync(2) を 1 回行う: ファイルは最後には同じく永続化されるが、呼び出しのたびにではない。</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="118" />
        <source>FileChannel.force(true) once after the loop instead of after each record.</source>
        <translation>レコードごとではなく、ループの後に 1 回だけ FileChannel.force(true)。</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="120" />
        <source>1 device flush instead of one per recorded fsync (0.1–10 ms each): the writes stay as recorded.</source>
        <translation>記録された fsync ごとに 1 回（それぞれ 0.1〜10 ms）ではなく、デバイスのフラッシュは 1 回。書き込みは記録どおりのまま。</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="130" />
        <source>the traced calls, ranges read before answered from memory</source>
        <translation>トレースした呼び出し（一度読んだ範囲はメモリから）</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="131" />
        <source>As recorded, but the bytes each read brings in are kept in memory by offset, and every later read of bytes read before (and not written since) is answered from memory with no call: the first pass builds the index, the rescans and lookups after it cost a memory copy. A run that reads further than any before reads only the new part from the file, with its own calls; a write over a range makes the next read of it go to the file again.</source>
        <translation>記録どおりだが、各読み込みで得たバイトをオフセットごとにメモリに保持し、以前に読まれた（その後書き込まれていない）バイトの後の読み込みはすべて、呼び出しなしでメモリから答える: 最初の 1 回の走査が索引を作り、その後の再走査や検索はメモリのコピー 1 回で済む。それまでより先まで読む連なりは、新しい部分だけを自分の呼び出しでファイルから読む。ある範囲への書き込みがあると、次にその範囲を読むときは再びファイルから読む。</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="163" />
        <source>The recorded calls, overlapped: the wall time is about the busiest thread's when the storage and the cores keep up, and the threads' phase times add up to more than the wall time. Appends from several threads take turns, as the kernel's lock on the file makes them do anyway.</source>
        <translation>記録された呼び出しを重ねて実行: ストレージとコアが追いつく限り経過時間はいちばん忙しいスレッドの時間ほどになり、スレッドのフェーズ時間の合計は経過時間を超える。複数のスレッドからの追記は順番に行う。ファイルに対するカーネルのロックがいずれにせよそうさせる。</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="138" />
        <source>Article 004's fix for readFile(path, lineNo): read the file once into a List&lt;String&gt; (or an index of line offsets) and answer each lookup from it, instead of reading the file from the start for every line asked for.</source>
        <translation>記事 004 の readFile(path, lineNo) の修正: 求められた行ごとにファイルを先頭から読む代わりに、ファイルを一度 List&lt;String&gt;（または行オフセットの索引）に読み込み、各検索にそこから答える。</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="142" />
        <source>The first read of each range as recorded; every re-read costs a memcpy instead of its system calls (and a seek where the program's position moved). Memory: the bytes read, up to the file's size (the fix is not offered past 1 GiB).</source>
        <translation>各範囲の最初の読み込みは記録どおり。再読み込みはそれぞれシステムコールの代わりに memcpy 1 回（プログラムの位置が動いた所では seek 1 回）。メモリ: 読んだバイト分、最大でファイルの大きさ（1 GiB を超えるファイルにはこの修正を提示しない）。</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="153" />
        <source>the traced calls, each recorded thread in a thread of its own</source>
        <translation>トレースした呼び出し（記録された各スレッドを専用のスレッドで）</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="154" />
        <source>As recorded, but not merged into one thread: each thread (and process) of the program that used the file replays its own calls, in its own order, with its own opens, on a thread of its own, all at once on the one copy, as the program ran them. Not offered where a thread reads what another writes, since the bytes read would then depend on which thread came first.</source>
        <translation>記録どおりだが 1 つのスレッドにまとめない: ファイルを使ったプログラムの各スレッド（とプロセス）が、自分の呼び出しを自分の順序と自分の open で、専用のスレッド上で、1 つのコピーに対して同時に、プログラムが実行したように再生する。あるスレッドが別のスレッドの書いたものを読む場合は提示しない。読むバイトがどちらのスレッドが先かで変わるため。</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="160" />
        <source>An ExecutorService whose tasks each repeat one of the program's threads: what the program's own threads did, next to the one-thread replays.</source>
        <translation>タスクがそれぞれプログラムのスレッドの 1 つを繰り返す ExecutorService: プログラム自身のスレッドがしたことを、1 スレッドの再生と並べて示す。</translation>
    </message>
</context>
<context>
    <name>iolens::ui::LessonPane</name>
    <message>
        <location filename="../../ui/lessonpane.cpp" line="37" />
        <source>&lt;h3&gt;Lessons&lt;/h3&gt;&lt;p&gt;Select a strategy in the list, the table or a plot to read what it does, what it costs and what the source articles measured.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;解説&lt;/h3&gt;&lt;p&gt;一覧・表・グラフで戦略を選ぶと、その動作、コスト、元記事の計測結果が表示されます。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/lessonpane.cpp" line="44" />
        <source>family %1</source>
        <translation>ファミリー %1</translation>
    </message>
    <message>
        <location filename="../../ui/lessonpane.cpp" line="49" />
        <source>What it does</source>
        <translation>何をするか</translation>
    </message>
    <message>
        <location filename="../../ui/lessonpane.cpp" line="50" />
        <source>Java API it mirrors</source>
        <translation>対応する Java API</translation>
    </message>
    <message>
        <location filename="../../ui/lessonpane.cpp" line="51" />
        <source>Cost model</source>
        <translation>コストモデル</translation>
    </message>
    <message>
        <location filename="../../ui/lessonpane.cpp" line="52" />
        <source>How it is timed</source>
        <translation>計測方法</translation>
    </message>
    <message>
        <location filename="../../ui/lessonpane.cpp" line="54" />
        <source>Not available here</source>
        <translation>この環境では使えません</translation>
    </message>
    <message>
        <location filename="../../ui/lessonpane.cpp" line="56" />
        <source>What the article measured</source>
        <translation>記事の計測結果</translation>
    </message>
    <message>
        <location filename="../../ui/lessonpane.cpp" line="61" />
        <source>How iolens does it</source>
        <translation>iolens での実装</translation>
    </message>
</context>
<context>
    <name>iolens::ui::MainWindow</name>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="48" />
        <source>iolens — where does the I/O time go?</source>
        <translation>iolens — I/O の時間はどこへ消える？</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="129" />
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="130" />
        <source>Generate test file…</source>
        <translation>テストファイルの生成…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="132" />
        <source>&amp;Open session…</source>
        <translation>セッションを開く(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="134" />
        <source>&amp;Save session…</source>
        <translation>セッションを保存(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="136" />
        <source>&amp;Compare with session…</source>
        <translation>セッションと比較(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="139" />
        <source>Export table as CSV…</source>
        <translation>表を CSV で書き出し…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="142" />
        <source>Export table as JSON…</source>
        <translation>表を JSON で書き出し…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="144" />
        <source>Export plot as PNG/PDF…</source>
        <translation>グラフを PNG/PDF で書き出し…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="158" />
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="161" />
        <location filename="../../ui/mainwindow.cpp" line="162" />
        <source>&amp;Run</source>
        <translation>実行(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="164" />
        <source>Run the checked strategies (Ctrl+R)</source>
        <translation>チェックした戦略を実行 (Ctrl+R)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="165" />
        <source>&amp;Cancel</source>
        <translation>キャンセル(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="169" />
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="171" />
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="174" />
        <source>System default</source>
        <translation>システムの既定</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="183" />
        <source>The language changes the next time iolens starts.</source>
        <translation>言語は次回 iolens を起動したときに変わります。</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="187" />
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="188" />
        <source>&amp;About iolens</source>
        <translation>iolens について(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="189" />
        <source>About iolens</source>
        <translation>iolens について</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="190" />
        <source>&lt;h3&gt;iolens %1&lt;/h3&gt;&lt;p&gt;Runs many ways of copying, reading and writing a file, times every phase with stopwatches and shows where the time goes.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;iolens %1&lt;/h3&gt;&lt;p&gt;ファイルのコピー・読み込み・書き込みを多くの方法で実行し、各フェーズをストップウォッチで計測して、時間がどこで使われているかを示します。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="195" />
        <source>Main</source>
        <translation>メイン</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="210" />
        <source>Pages</source>
        <translation>ページ</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="402" />
        <location filename="../../ui/mainwindow.cpp" line="412" />
        <location filename="../../ui/mainwindow.cpp" line="506" />
        <source>Open session</source>
        <translation>セッションを開く</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="402" />
        <location filename="../../ui/mainwindow.cpp" line="424" />
        <source>iolens sessions (*.json);;All files (*)</source>
        <translation>iolens セッション (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="420" />
        <location filename="../../ui/mainwindow.cpp" line="436" />
        <source>Compare</source>
        <translation>比較</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="420" />
        <source>Run or open a session first: it becomes the "after" side.</source>
        <translation>先に実行するかセッションを開いてください。それが「変更後」になります。</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="424" />
        <source>Session to compare against (before)</source>
        <translation>比較するセッション（変更前）</translation>
    </message>
</context>
<context>
    <name>iolens::ui::MetricPlot</name>
    <message>
        <location filename="../../ui/metricplot.cpp" line="22" />
        <source>File bytes divided by the median wall time. MiB = 2^20 bytes.</source>
        <translation>ファイルのバイト数 ÷ 経過時間の中央値。MiB = 2^20 バイト。</translation>
    </message>
    <message>
        <location filename="../../ui/metricplot.cpp" line="23" />
        <source>Read- and write-class system calls of the median run, from /proc/thread-self/io (log scale): each call costs a kernel entry, so fewer calls usually means faster.</source>
        <translation>中央値の実行での読み書き系システムコール数（/proc/thread-self/io、対数軸）。呼び出しごとにカーネルに入るので、呼び出しが少ないほど速いのが普通です。</translation>
    </message>
    <message>
        <location filename="../../ui/metricplot.cpp" line="29" />
        <source>Throughput</source>
        <translation>スループット</translation>
    </message>
    <message>
        <location filename="../../ui/metricplot.cpp" line="29" />
        <source>Calls</source>
        <translation>呼び出し</translation>
    </message>
    <message>
        <location filename="../../ui/metricplot.cpp" line="62" />
        <source>System calls per run (median run, log scale)</source>
        <translation>1 回あたりのシステムコール（中央値の実行、対数）</translation>
    </message>
    <message>
        <location filename="../../ui/metricplot.cpp" line="69" />
        <source>Throughput [MiB/s] (MiB = 2^20 bytes)</source>
        <translation>スループット [MiB/s]（MiB = 2^20 バイト）</translation>
    </message>
    <message>
        <location filename="../../ui/metricplot.cpp" line="86" />
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 MiB/s (median %3)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 MiB/s（中央値 %3）</translation>
    </message>
    <message>
        <location filename="../../ui/metricplot.cpp" line="89" />
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 system calls in the median run</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;中央値の実行でシステムコール %2 回</translation>
    </message>
</context>
<context>
    <name>iolens::ui::PhasesPlot</name>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="47" />
        <source>Logarithmic time axis</source>
        <translation>時間軸を対数にする</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="52" />
        <source>Each bar is one strategy; each segment the median time of one phase over the repetitions. Phases of worker threads are summed, so a parallel strategy's bar can be longer than its wall time.</source>
        <translation>棒が 1 つの戦略、区切りが各フェーズの時間（繰り返しの中央値）。ワーカースレッドのフェーズは合算されるので、並列戦略の棒は経過時間より長くなることがあります。</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="135" />
        <source>Median time per phase [%1]</source>
        <translation>フェーズごとの時間の中央値 [%1]</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="164" />
        <source>median wall time %1, %2 runs</source>
        <translation>経過時間の中央値 %1、%2 回</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="167" />
        <source>%1 per %2 (%3 of them)</source>
        <translation>%2 あたり %1（%3 個）</translation>
    </message>
<message>
        <location filename="../../ui/phasesplot.h" line="19" />
        <location filename="../../ui/report/reportwriter.cpp" line="241" />
        <source>Phases</source>
        <translation>フェーズ</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="24" />
        <source>open</source>
        <translation>オープン</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="25" />
        <source>alloc</source>
        <translation>確保</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="25" />
        <source>map</source>
        <translation>マップ</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="26" />
        <source>read</source>
        <translation>読み込み</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="26" />
        <source>write</source>
        <translation>書き込み</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="27" />
        <source>flush</source>
        <translation>フラッシュ</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="27" />
        <source>sync</source>
        <translation>同期</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="28" />
        <source>close</source>
        <translation>クローズ</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="28" />
        <source>split</source>
        <translation>分割</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="29" />
        <source>decode</source>
        <translation>デコード</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="29" />
        <source>parse</source>
        <translation>解析</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="30" />
        <source>lookup</source>
        <translation>検索</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="30" />
        <source>index</source>
        <translation>索引</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="31" />
        <source>connect</source>
        <translation>接続</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="31" />
        <source>request</source>
        <translation>要求</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="32" />
        <source>query</source>
        <translation>問い合わせ</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="32" />
        <source>transfer</source>
        <translation>転送</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="33" />
        <source>response</source>
        <translation>応答</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="33" />
        <source>detect</source>
        <translation>検出</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="34" />
        <source>wait</source>
        <translation>待機</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="34" />
        <source>other</source>
        <translation>その他</translation>
    </message>
</context>
<context>
    <name>iolens::ui::PlotView</name>
    <message>
        <location filename="../../ui/plotview.cpp" line="115" />
        <source>Cannot export to '%1': choose a file name ending in .png or .pdf.</source>
        <translation>'%1' に書き出せません: .png か .pdf で終わる名前にしてください。</translation>
    </message>
    <message>
        <location filename="../../ui/plotview.cpp" line="120" />
        <source>Could not write '%1'.</source>
        <translation>'%1' に書き込めませんでした。</translation>
    </message>
<message>
        <location filename="../../ui/plotview.h" line="50" />
        <source>Choose strategies and press Run (Ctrl+R)</source>
        <translation>戦略を選んで「実行」を押してください（Ctrl+R）</translation>
    </message>
</context>
<context>
    <name>iolens::ui::ProcessListModel</name>
    <message>
        <location filename="../../ui/trace/processlistmodel.cpp" line="52" />
        <source>This is iolens itself.</source>
        <translation>これは iolens 自身です。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/processlistmodel.cpp" line="54" />
        <source>It has ended; its parent has not collected it yet.</source>
        <translation>終了済みです。親プロセスがまだ回収していません。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/processlistmodel.cpp" line="56" />
        <source>Already traced by process %1 (a debugger or strace): detach that first.</source>
        <translation>プロセス %1（デバッガーか strace）がすでにトレースしています。先にそちらを外してください。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/processlistmodel.cpp" line="58" />
        <source>It belongs to another user: run iolens as that user, or as root.</source>
        <translation>別のユーザーのプロセスです。そのユーザーか root で iolens を実行してください。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/processlistmodel.cpp" line="60" />
        <source>kernel.yama.ptrace_scope is %1, which forbids it: run iolens as root, or set it to 0.</source>
        <translation>kernel.yama.ptrace_scope が %1 のため許可されません。root で iolens を実行するか、0 に設定してください。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/processlistmodel.cpp" line="97" />
        <source>PID</source>
        <translation>PID</translation>
    </message>
    <message>
        <location filename="../../ui/trace/processlistmodel.cpp" line="99" />
        <source>User</source>
        <translation>ユーザー</translation>
    </message>
    <message>
        <location filename="../../ui/trace/processlistmodel.cpp" line="101" />
        <source>Command line</source>
        <translation>コマンドライン</translation>
    </message>
    <message>
        <location filename="../../ui/trace/processlistmodel.cpp" line="103" />
        <source>Cannot attach because</source>
        <translation>アタッチできない理由</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <location filename="../../ui/report/reportexport.cpp" line="30" />
        <location filename="../../ui/report/reportexport.cpp" line="41" />
        <location filename="../../ui/report/reportexport.cpp" line="52" />
        <location filename="../../ui/report/reportexport.cpp" line="63" />
        <source>Export report</source>
        <translation>レポートの書き出し</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportexport.cpp" line="53" />
        <source>There is no run to report yet: run something first.</source>
        <translation>レポートにする実行がまだありません: まず何か実行してください。</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportexport.cpp" line="64" />
        <source>There is no trace to report yet: trace a program or open a saved trace first.</source>
        <translation>レポートにするトレースがまだありません: まずプログラムをトレースするか、保存したトレースを開いてください。</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportexport.cpp" line="32" />
        <source>PDF (*.pdf);;HTML, one self-contained file (*.html)</source>
        <translation>PDF (*.pdf);;HTML、単一の自己完結ファイル (*.html)</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="70" />
        <location filename="../../ui/report/reportwriter.cpp" line="85" />
        <location filename="../../ui/report/tracereportwriter.cpp" line="224" />
        <source>Could not draw the %1 plot.</source>
        <translation>%1 のグラフを描けませんでした。</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="42" />
        <source>iolens report</source>
        <translation>iolens レポート</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="112" />
        <location filename="../../ui/report/tracereportwriter.cpp" line="103" />
        <source>Date</source>
        <translation>日時</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="113" />
        <source>iolens version</source>
        <translation>iolens のバージョン</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="114" />
        <source>Kernel</source>
        <translation>カーネル</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="115" />
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="116" />
        <source>Clock</source>
        <translation>クロック</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="118" />
        <source>%1 ns per stopwatch start/stop</source>
        <translation>ストップウォッチの start/stop 1 組あたり %1 ns</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="120" />
        <source>Filesystem of the file</source>
        <translation>ファイルのファイルシステム</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="121" />
        <source>Filesystem of the out dir</source>
        <translation>出力先のファイルシステム</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="127" />
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="128" />
        <source>Size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="129" />
        <source>%1 (%2 bytes)</source>
        <translation>%1（%2 バイト）</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="131" />
        <source>Cache</source>
        <translation>キャッシュ</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="132" />
        <source>Repetitions</source>
        <translation>繰り返し回数</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="133" />
        <source>Warm-up runs</source>
        <translation>ウォームアップ回数</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="134" />
        <source>Out dir</source>
        <translation>出力先</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="137" />
        <source>Strategies, in the order they ran (interleaved per repetition):</source>
        <translation>実行した順の戦略（繰り返しごとに交互）:</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="140" />
        <location filename="../../ui/report/reportwriter.cpp" line="151" />
        <source>Strategy</source>
        <translation>戦略</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="140" />
        <source>Parameters</source>
        <translation>パラメーター</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="151" />
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="152" />
        <source>Median</source>
        <translation>中央値</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="152" />
        <source>± 99.9 %</source>
        <translation>± 99.9 %</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="153" />
        <source>MiB/s</source>
        <translation>MiB/s</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="153" />
        <source>System calls</source>
        <translation>システムコール</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="154" />
        <source>Runs</source>
        <translation>実行回数</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="154" />
        <source>Verified</source>
        <translation>検証</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="167" />
        <source>yes</source>
        <translation>済</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="167" />
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="179" />
        <source>MiB = 2^20 bytes. The error is the 99.9 % confidence half-width of the mean.</source>
        <translation>MiB = 2^20 バイト。誤差は平均の 99.9 % 信頼区間の半幅です。</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="184" />
        <location filename="../../ui/report/reportwriter.cpp" line="240" />
        <location filename="../../ui/report/reportwriter.cpp" line="242" />
        <location filename="../../ui/report/reportwriter.cpp" line="244" />
        <location filename="../../ui/report/reportwriter.cpp" line="246" />
        <location filename="../../ui/report/reportwriter.cpp" line="248" />
        <location filename="../../ui/report/reportwriter.cpp" line="251" />
        <location filename="../../ui/report/tracereportwriter.cpp" line="61" />
        <source>Plot: %1</source>
        <translation>グラフ: %1</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="188" />
        <location filename="../../ui/report/reportwriter.cpp" line="252" />
        <source>Lessons</source>
        <translation>解説</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="195" />
        <source>What it does</source>
        <translation>何をするか</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="196" />
        <source>Java API</source>
        <translation>Java API</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="197" />
        <source>Cost model</source>
        <translation>コストモデル</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="198" />
        <source>How it is timed</source>
        <translation>計測の仕方</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="199" />
        <location filename="../../ui/report/reportwriter.cpp" line="215" />
        <source>The article</source>
        <translation>記事</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="208" />
        <location filename="../../ui/report/reportwriter.cpp" line="254" />
        <source>Course: predictions and answers</source>
        <translation>コース: 予想と答え</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="211" />
        <source>Step</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="212" />
        <source>Prediction</source>
        <translation>予測</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="213" />
        <source>Measured answer</source>
        <translation>測定した答え</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="214" />
        <source>Figure</source>
        <translation>数値</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportdocument.cpp" line="36" />
        <location filename="../../ui/report/reportdocument.cpp" line="66" />
        <source>Could not write '%1'.</source>
        <translation>'%1' を書き込めませんでした。</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="238" />
        <source>Environment</source>
        <translation>環境</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="239" />
        <source>Run settings</source>
        <translation>実行設定</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="239" />
        <source>Results</source>
        <translation>結果</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportdocument.cpp" line="129" />
        <source>Cannot write a report to '%1': choose a file name ending in .pdf or .html.</source>
        <translation>'%1' にレポートを書けません: .pdf か .html で終わるファイル名を選んでください。</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportdocument.cpp" line="142" />
        <source>Could not write '%1': %2</source>
        <translation>'%1' を書き込めませんでした: %2</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="148" />
        <source>Export report…</source>
        <translation>レポートを書き出す…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="155" />
        <source>Report written to %1</source>
        <translation>レポートを %1 に書き出しました</translation>
    </message>
    <message>
        <location filename="../../ui/report/tracereportwriter.cpp" line="56" />
        <source>Trace report: %1</source>
        <translation>トレースレポート: %1</translation>
    </message>
    <message>
        <location filename="../../ui/report/tracereportwriter.cpp" line="79" />
        <source>recorded, then let go: it runs on</source>
        <translation>記録後に切り離しました: 実行は続いています</translation>
    </message>
    <message>
        <location filename="../../ui/report/tracereportwriter.cpp" line="106" />
        <source>Ended</source>
        <translation>終了</translation>
    </message>
    <message>
        <location filename="../../ui/report/tracereportwriter.cpp" line="107" />
        <source>Wall time</source>
        <translation>経過時間</translation>
    </message>
    <message>
        <location filename="../../ui/report/tracereportwriter.cpp" line="108" />
        <source>Processes</source>
        <translation>プロセス</translation>
    </message>
    <message>
        <location filename="../../ui/report/tracereportwriter.cpp" line="111" />
        <source>Files</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <location filename="../../ui/report/tracereportwriter.cpp" line="113" />
        <source>I/O calls</source>
        <translation>I/O 呼び出し</translation>
    </message>
    <message>
        <location filename="../../ui/report/tracereportwriter.cpp" line="114" />
        <source>Bytes read</source>
        <translation>読み込んだバイト数</translation>
    </message>
    <message>
        <location filename="../../ui/report/tracereportwriter.cpp" line="116" />
        <source>Bytes written</source>
        <translation>書き込んだバイト数</translation>
    </message>
    <message>
        <location filename="../../ui/report/tracereportwriter.cpp" line="119" />
        <source>Mode</source>
        <translation>方式</translation>
    </message>
    <message>
        <location filename="../../ui/report/tracereportwriter.cpp" line="121" />
        <source>ptrace: the system calls, seen from outside the program</source>
        <translation>ptrace: プログラムの外から見たシステムコール</translation>
    </message>
    <message>
        <location filename="../../ui/report/tracereportwriter.cpp" line="122" />
        <source>preload: the library calls, seen inside the program</source>
        <translation>preload: プログラムの中で見たライブラリ呼び出し</translation>
    </message>
    <message>
        <location filename="../../ui/report/tracereportwriter.cpp" line="123" />
        <source>Call stacks</source>
        <translation>コールスタック</translation>
    </message>
    <message>
        <location filename="../../ui/report/tracereportwriter.cpp" line="126" />
        <source>Notices</source>
        <translation>注意</translation>
    </message>
    <message>
        <location filename="../../ui/report/tracereportwriter.cpp" line="143" />
        <source>&lt;p&gt;&lt;b&gt;Your code:&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;あなたのコード:&lt;/b&gt; %1&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/report/tracereportwriter.cpp" line="169" />
        <source>The %1 files with the most time in I/O calls, of %2.</source>
        <translation>I/O 呼び出しの時間が最も長いファイル %1 個（全 %2 個中）。</translation>
    </message>
    <message>
        <location filename="../../ui/report/tracereportwriter.cpp" line="171" />
        <source>Every file, the most time in I/O calls first.</source>
        <translation>すべてのファイル（I/O 呼び出しの時間が長い順）。</translation>
    </message>
    <message>
        <location filename="../../ui/report/tracereportwriter.cpp" line="203" />
        <source>Summary</source>
        <translation>まとめ</translation>
    </message>
    <message>
        <location filename="../../ui/report/tracereportwriter.cpp" line="203" />
        <source>Findings</source>
        <translation>検出結果</translation>
    </message>
    <message>
        <location filename="../../ui/report/tracereportwriter.cpp" line="204" />
        <source>Hot files</source>
        <translation>時間のかかったファイル</translation>
    </message>
    <message>
        <location filename="../../ui/report/tracereportwriter.cpp" line="246" />
        <source>Each box is a function, as wide as its share of the time in I/O calls, standing on its caller: the program's entry at the bottom, the I/O calls at the top. The frames of system libraries and language runtimes are folded. The colour is the phase of the calls most of its time went to, as in the phases plot. %1</source>
        <translation>各箱は関数で、I/O 呼び出しの時間に占める割合の幅を持ち、呼び出し元の上に載ります: 下がプログラムの入口、上が I/O 呼び出しです。システムライブラリと言語ランタイムのフレームは畳んであります。色は、その時間の大半を占めた呼び出しのフェーズで、フェーズのプロットと同じです。%1</translation>
    </message>
</context>
<context>
    <name>iolens::ui::ResultsModel</name>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="66" />
        <source>thread clock + wait4</source>
        <translation>スレッド時計 + wait4</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="66" />
        <source>thread clock</source>
        <translation>スレッド時計</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="73" />
        <source>CPU: CLOCK_THREAD_CPUTIME_ID of iolens' threads plus the child process's user + sys from wait4 (rusage, exact for a child that has exited).</source>
        <translation>CPU: iolens のスレッドの CLOCK_THREAD_CPUTIME_ID に、wait4 から得る子プロセスの user + sys（rusage、終了した子プロセスについては正確）を加えたもの。</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="75" />
        <source>CPU: CLOCK_THREAD_CPUTIME_ID of the threads that worked on the run, exact to the nanosecond.</source>
        <translation>CPU: 実行に関わったスレッドの CLOCK_THREAD_CPUTIME_ID。ナノ秒まで正確。</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="77" />
        <source>User and sys: unknown, no timer tick landed in the median run.</source>
        <translation>user と sys: 不明。中央値の実行中にタイマーの tick が 1 度も来なかった。</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="78" />
        <source>User and sys: the kernel's timer ticks (getrusage), scaled to the exact total.</source>
        <translation>user と sys: カーネルのタイマー tick（getrusage）による内訳を、正確な合計に合わせて比例配分したもの。</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="181" />
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="181" />
        <source>NO</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="219" />
        <source>99.9 % confidence half-width of the mean (Student t), as JMH's "Error"</source>
        <translation>平均の 99.9 % 信頼区間の半幅（Student t）、JMH の "Error" と同じ</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="221" />
        <source>Speed-up against %1: its median divided by this median (&gt; 1 is faster)</source>
        <translation>%1 に対する速度向上: その中央値 ÷ この中央値（1 より大きければ速い）</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="230" />
        <source>%1 MiB/s over the child process's whole life (exec, start-up, set-up, work, exit); by its own clock the tool measured %2 MiB/s. The lesson says what start-up costs.</source>
        <translation>%1 MiB/s は子プロセスの全期間（exec、起動、セットアップ、処理、終了）に対する値です。ツール自身の時計では %2 MiB/s でした。起動のコストは解説にあります。</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="233" />
        <source>%1 MiB/s over the child process's whole life (exec, start-up, set-up, work, exit): its start-up is in this figure. The lesson says what start-up costs.</source>
        <translation>%1 MiB/s は子プロセスの全期間（exec、起動、セットアップ、処理、終了）に対する値で、起動の時間も含みます。起動のコストは解説にあります。</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="237" />
        <source>The tool's own bandwidth over its own measured time, without its start-up: %1 MiB/s, against %2 MiB/s over the child's whole life</source>
        <translation>ツール自身が計測した時間に対するツール自身の帯域（起動を含まない）: %1 MiB/s。子プロセスの全期間に対しては %2 MiB/s</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="254" />
        <source>System calls of the median run (read-class + write-class, /proc/thread-self/io)</source>
        <translation>中央値の実行のシステムコール（読み込み系 + 書き込み系、/proc/thread-self/io）</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="256" />
        <source>Bytes passed through read and write calls in the median run (rchar + wchar)</source>
        <translation>中央値の実行で read/write を通ったバイト数（rchar + wchar）</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="258" />
        <source>Growth of resident memory during the median run</source>
        <translation>中央値の実行中の常駐メモリの増加</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="260" />
        <source>File bytes / median wall time; MiB = 2^20 bytes. * marks an external command's: over the child process's whole life, its start-up included (its own figure is under Tool MiB/s)</source>
        <translation>ファイルのバイト数 / 経過時間の中央値、MiB = 2^20 バイト。* は外部コマンドの値: 子プロセスの全期間に対するもので、起動を含む（ツール自身の値は「ツール MiB/s」）</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="263" />
        <source>The tool's own bandwidth over its own measured time, where it reports one (fio's bw): without its start-up and set-up; MiB = 2^20 bytes</source>
        <translation>ツールが報告する場合の、ツール自身が計測した時間に対する帯域（fio の bw）: 起動とセットアップを含まない。MiB = 2^20 バイト</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="266" />
        <source>Median wall time per unit of the family's work: per record (write), lookup (lookup), change (watch), line (read), MiB (copy, alloc)</source>
        <translation>ファミリーの仕事 1 単位あたりの経過時間の中央値: レコード（write）、検索（lookup）、変更（watch）、行（read）、MiB（copy、alloc）ごと</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="269" />
        <source>CPU time of the median run, exact: CLOCK_THREAD_CPUTIME_ID of the threads that worked on it, plus a child process's user + sys from wait4 (external commands)</source>
        <translation>中央値の実行の CPU 時間（正確な値）: 実行に関わったスレッドの CLOCK_THREAD_CPUTIME_ID と、外部コマンドでは wait4 から得る子プロセスの user + sys</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="272" />
        <source>Where the CPU figure comes from: the thread clock (CLOCK_THREAD_CPUTIME_ID), plus wait4's rusage for the child process of an external command</source>
        <translation>CPU の値の出どころ: スレッドの時計（CLOCK_THREAD_CPUTIME_ID）。外部コマンドではそれに子プロセスの wait4 の rusage を加える</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="276" />
        <source>The CPU column split into user and system time. The kernel splits a thread's CPU time by timer ticks, so a short run can show 0 in one of them, and – when no tick came at all.</source>
        <translation>CPU 列をユーザー時間とシステム時間に分けたもの。カーネルはスレッドの CPU 時間をタイマーの tick で分けるので、短い実行では片方が 0 になることがあり、tick が 1 度も来なければ – になる。</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="279" />
        <source>What this family measures beyond time, median over the runs: detection latency and missed events (watch), bytes transferred and requests (net), the tool's own figures (ext)</source>
        <translation>時間以外にこのファミリーが測るもの（実行の中央値）：検出遅延と見逃したイベント（watch）、転送バイト数とリクエスト数（net）、ツール自身の数値（ext）</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="289" />
        <source>Strategy</source>
        <translation>戦略</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="291" />
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="293" />
        <source>Median</source>
        <translation>中央値</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="295" />
        <source>Error (99.9 %)</source>
        <translation>誤差 (99.9 %)</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="297" />
        <source>Per unit</source>
        <translation>単位あたり</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="299" />
        <source>MiB/s</source>
        <translation>MiB/s</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="301" />
        <source>Tool MiB/s</source>
        <translation>ツール MiB/s</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="303" />
        <source>Calls</source>
        <translation>呼び出し</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="305" />
        <source>I/O bytes</source>
        <translation>I/O バイト</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="307" />
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="309" />
        <source>CPU user</source>
        <translation>CPU ユーザー</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="311" />
        <source>CPU sys</source>
        <translation>CPU システム</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="313" />
        <source>CPU source</source>
        <translation>CPU の出どころ</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="315" />
        <source>Page faults</source>
        <translation>ページフォールト</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="317" />
        <source>Peak RSS +</source>
        <translation>RSS ピーク増</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="319" />
        <source>Verified</source>
        <translation>検証</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="321" />
        <source>× vs baseline</source>
        <translation>基準比 ×</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="323" />
        <source>Figures</source>
        <translation>指標</translation>
    </message>
</context>
<context>
    <name>iolens::ui::SourceLinesModel</name>
    <message>
        <location filename="../../ui/trace/sourcelinesmodel.cpp" line="58" />
        <source>The source file %1 is not on this machine (or not at that path).</source>
        <translation>ソースファイル %1 はこのマシンにありません（またはそのパスにありません）。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/sourcelinesmodel.cpp" line="60" />
        <source>The source file %1 is %2, too large to be a hand-written source to show.</source>
        <translation>ソースファイル %1 は %2 あり、手書きのソースとして表示するには大きすぎます。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/sourcelinesmodel.cpp" line="63" />
        <source>The source file %1 cannot be read: %2.</source>
        <translation>ソースファイル %1 を読めません：%2。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/sourcelinesmodel.cpp" line="66" />
        <source>%1 is not a text file.</source>
        <translation>%1 はテキストファイルではありません。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/sourcelinesmodel.cpp" line="128" />
        <source>Line %1: %2 in I/O calls, %3 calls, %4 (of the sampled stacks through this line)</source>
        <translation>%1 行目：I/O 呼び出しに %2、%3 回の呼び出し、%4（この行を通るサンプリングされたスタックの分）</translation>
    </message>
    <message>
        <location filename="../../ui/trace/sourcelinesmodel.cpp" line="141" />
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <location filename="../../ui/trace/sourcelinesmodel.cpp" line="143" />
        <source>Time in I/O</source>
        <translation>I/O の時間</translation>
    </message>
    <message>
        <location filename="../../ui/trace/sourcelinesmodel.cpp" line="145" />
        <source>Calls</source>
        <translation>呼び出し</translation>
    </message>
    <message>
        <location filename="../../ui/trace/sourcelinesmodel.cpp" line="147" />
        <source>Source</source>
        <translation>ソース</translation>
    </message>
</context>
<context>
    <name>iolens::ui::SourceView</name>
    <message>
        <location filename="../../ui/trace/sourceview.cpp" line="36" />
        <source>Click a frame of your own code in the flame graph or the tree to see its source here.</source>
        <translation>フレームグラフかツリーで自分のコードのフレームをクリックすると、ここにそのソースが出ます。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/sourceview.cpp" line="47" />
        <source>%1, in %2: beside each line, the I/O time and calls of the sampled stacks that passed through it.</source>
        <translation>%1（%2）：各行の横に、その行を通ったサンプリングされたスタックの I/O 時間と呼び出し回数。</translation>
    </message>
</context>
<context>
    <name>iolens::ui::StackTreeModel</name>
    <message>
        <location filename="../../ui/trace/stacktreemodel.cpp" line="119" />
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../../ui/trace/stacktreemodel.cpp" line="134" />
        <source>%1
A runtime frame (a system library or the language's runtime)</source>
        <translation>%1
ランタイムのフレーム（システムライブラリまたは言語のランタイム）</translation>
    </message>
    <message>
        <location filename="../../ui/trace/stacktreemodel.cpp" line="147" />
        <source>Time inside the I/O calls made in this frame and in everything it called (top-down) or that this path of callers led to (bottom-up)</source>
        <translation>このフレームとそこから呼ばれたすべて（トップダウン）、またはこの呼び出し元の経路がたどり着いた先（ボトムアップ）で行われた I/O 呼び出しの中の時間</translation>
    </message>
    <message>
        <location filename="../../ui/trace/stacktreemodel.cpp" line="150" />
        <source>That time as a share of all sampled I/O time shown</source>
        <translation>その時間が、表示中のサンプリングされた I/O 時間全体に占める割合</translation>
    </message>
    <message>
        <location filename="../../ui/trace/stacktreemodel.cpp" line="152" />
        <source>The call kind that took most of that time</source>
        <translation>その時間の大半を占めた呼び出しの種類</translation>
    </message>
    <message>
        <location filename="../../ui/trace/stacktreemodel.cpp" line="161" />
        <source>Frame</source>
        <translation>フレーム</translation>
    </message>
    <message>
        <location filename="../../ui/trace/stacktreemodel.cpp" line="163" />
        <source>Time in I/O</source>
        <translation>I/O の時間</translation>
    </message>
    <message>
        <location filename="../../ui/trace/stacktreemodel.cpp" line="165" />
        <source>Share</source>
        <translation>割合</translation>
    </message>
    <message>
        <location filename="../../ui/trace/stacktreemodel.cpp" line="167" />
        <source>Calls</source>
        <translation>呼び出し</translation>
    </message>
    <message>
        <location filename="../../ui/trace/stacktreemodel.cpp" line="169" />
        <source>Bytes</source>
        <translation>バイト</translation>
    </message>
    <message>
        <location filename="../../ui/trace/stacktreemodel.cpp" line="171" />
        <source>Mostly</source>
        <translation>主に</translation>
    </message>
</context>
<context>
    <name>iolens::ui::StrategiesPage</name>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="106" />
        <source>run</source>
        <translation>実行</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="108" />
        <source>Run failed</source>
        <translation>実行に失敗しました</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="130" />
        <source>Generating the demo file…</source>
        <translation>デモファイルを生成中…</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="137" />
        <location filename="../../ui/strategiespage.cpp" line="147" />
        <source>Demo file failed: %1</source>
        <translation>デモファイルの生成に失敗: %1</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="141" />
        <source>Generated a 64 MiB demo file of random bytes; choose your own file any time.</source>
        <translation>64 MiB のランダムなデモファイルを生成しました。いつでも自分のファイルを選べます。</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="154" />
        <location filename="../../ui/strategiespage.cpp" line="306" />
        <location filename="../../ui/strategiespage.cpp" line="310" />
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="159" />
        <source>Lesson</source>
        <translation>解説</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="215" />
        <location filename="../../ui/strategiespage.cpp" line="223" />
        <location filename="../../ui/strategiespage.cpp" line="231" />
        <location filename="../../ui/strategiespage.cpp" line="235" />
        <source>Try the fix</source>
        <translation>修正を試す</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="215" />
        <source>A run is still going: cancel it or wait for it first.</source>
        <translation>まだ実行中です。先にキャンセルするか、終わるまで待ってください。</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="224" />
        <source>This build of iolens has none of the strategies the finding suggests (%1).</source>
        <translation>この iolens のビルドには、見つかったパターンが勧める戦略（%1）がどれもありません。</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="231" />
        <location filename="../../ui/strategiespage.cpp" line="306" />
        <source>Choose a file first (or wait for the demo file).</source>
        <translation>先にファイルを選んでください（またはデモファイルを待ってください）。</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="254" />
        <source>Trying %1 on %2.</source>
        <translation>%2 で %1 を試しています。</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="255" />
        <source>Replaying the traced program's own calls on a copy of %2, as recorded and with each fix, and trying %1 on it.</source>
        <translation>トレースしたプログラム自身の呼び出しを %2 のコピーの上で記録どおりに、また各修正を施して再生し、%1 も試します。</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="260" />
        <source>Trying %1 on %2, the file the traced program used.</source>
        <translation>トレースしたプログラムが使ったファイル %2 で %1 を試しています。</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="263" />
        <source>Not in this build: %1.</source>
        <translation>このビルドにないもの：%1。</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="280" />
        <source>%1 The demo file is used instead.</source>
        <translation>%1 代わりにデモファイルを使います。</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="310" />
        <source>Check at least one strategy.</source>
        <translation>戦略を 1 つ以上チェックしてください。</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="314" />
        <source>Starting…</source>
        <translation>開始中…</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="322" />
        <source>Cancelling…</source>
        <translation>キャンセル中…</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="344" />
        <source>warm-up</source>
        <translation>ウォームアップ</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="344" />
        <source>rep %1</source>
        <translation>%1 回目</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="345" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="347" />
        <source> — about %1 s left</source>
        <translation> — 残り約 %1 秒</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="360" />
        <source>iolens — %1 (%2)</source>
        <translation>iolens — %1 (%2)</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="423" />
        <source>current</source>
        <translation>現在</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="432" />
        <location filename="../../ui/strategiespage.cpp" line="435" />
        <location filename="../../ui/strategiespage.cpp" line="441" />
        <source>Save session</source>
        <translation>セッションを保存</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="432" />
        <source>Run something first.</source>
        <translation>先に何か実行してください。</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="436" />
        <source>iolens sessions (*.iolens.json)</source>
        <translation>iolens セッション (*.iolens.json)</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="436" />
        <location filename="../../ui/strategiespage.cpp" line="453" />
        <source>All files (*)</source>
        <translation>すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="443" />
        <source>Saved %1</source>
        <translation>%1 を保存しました</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="452" />
        <source>Export JSON</source>
        <translation>JSON の書き出し</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="453" />
        <source>iolens run results (*.iolens.json)</source>
        <translation>iolens の実行結果 (*.iolens.json)</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="454" />
        <source>Export CSV</source>
        <translation>CSV の書き出し</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="454" />
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="459" />
        <source>Export</source>
        <translation>書き出し</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="459" />
        <source>Cannot write '%1': %2.</source>
        <translation>'%1' に書き込めません: %2。</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="467" />
        <location filename="../../ui/strategiespage.cpp" line="473" />
        <source>Export plot</source>
        <translation>グラフの書き出し</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="468" />
        <source>PNG image (*.png);;PDF document (*.pdf)</source>
        <translation>PNG 画像 (*.png);;PDF 文書 (*.pdf)</translation>
    </message>
<message>
        <location filename="../../ui/strategiespage.h" line="38" />
        <source>Strategies</source>
        <translation>戦略</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.h" line="39" />
        <source>Run iolens' strategies on a file and compare them</source>
        <translation>ファイルに対して iolens の戦略を実行して比較します</translation>
    </message>
</context>
<context>
    <name>iolens::ui::StrategyTree</name>
    <message>
        <location filename="../../ui/strategytree.cpp" line="54" />
        <source>Strategy</source>
        <translation>戦略</translation>
    </message>
    <message>
        <location filename="../../ui/strategytree.cpp" line="54" />
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <location filename="../../ui/strategytree.cpp" line="83" />
        <source>Unsupported here: %1</source>
        <translation>この環境では非対応: %1</translation>
    </message>
    <message>
        <location filename="../../ui/strategytree.cpp" line="93" />
        <source>%1 (%2 … %3)</source>
        <translation>%1（%2 … %3）</translation>
    </message>
    <message>
        <location filename="../../ui/strategytree.cpp" line="188" />
        <source>%1 must lie between %2 and %3.</source>
        <translation>%1 は %2 から %3 の間にしてください。</translation>
    </message>
</context>
<context>
    <name>iolens::ui::SweepView</name>
    <message>
        <location filename="../../ui/sweepview.cpp" line="47" />
        <location filename="../../ui/sweepview.cpp" line="84" />
        <source>Run sweep</source>
        <translation>スイープ実行</translation>
    </message>
    <message>
        <location filename="../../ui/sweepview.cpp" line="56" />
        <source>reps: </source>
        <translation>回数: </translation>
    </message>
    <message>
        <location filename="../../ui/sweepview.cpp" line="63" />
        <source>Strategy:</source>
        <translation>戦略:</translation>
    </message>
    <message>
        <location filename="../../ui/sweepview.cpp" line="67" />
        <source>buffer from</source>
        <translation>バッファ</translation>
    </message>
    <message>
        <location filename="../../ui/sweepview.cpp" line="69" />
        <source>to</source>
        <translation>から</translation>
    </message>
    <message>
        <location filename="../../ui/sweepview.cpp" line="81" />
        <source>Cancel sweep</source>
        <translation>スイープを中止</translation>
    </message>
    <message>
        <location filename="../../ui/sweepview.cpp" line="83" />
        <source>Cancel sweep (%1 %)</source>
        <translation>スイープを中止 (%1 %)</translation>
    </message>
    <message>
        <location filename="../../ui/sweepview.cpp" line="88" />
        <source>Throughput of one strategy per buffer size (median of the repetitions; MiB = 2^20 bytes). Tiny buffers pay one system call per few bytes; past a few hundred KiB the curve flattens. A 1-byte sweep of a large file takes minutes.</source>
        <translation>1 つの戦略のバッファサイズごとのスループット（繰り返しの中央値、MiB = 2^20 バイト）。小さなバッファは数バイトごとにシステムコールを払い、数百 KiB を超えると曲線は平らになります。大きなファイルを 1 バイトからスイープすると数分かかります。</translation>
    </message>
    <message>
        <location filename="../../ui/sweepview.cpp" line="131" />
        <source>Choose a range whose end is not below its start.</source>
        <translation>終わりが始まりより小さくない範囲を選んでください。</translation>
    </message>
    <message>
        <location filename="../../ui/sweepview.cpp" line="167" />
        <source>throughput</source>
        <translation>スループット</translation>
    </message>
    <message>
        <location filename="../../ui/sweepview.cpp" line="173" />
        <source>Buffer size [bytes] (log2 axis)</source>
        <translation>バッファサイズ [バイト]（log2 軸）</translation>
    </message>
    <message>
        <location filename="../../ui/sweepview.cpp" line="177" />
        <source>Throughput [MiB/s]</source>
        <translation>スループット [MiB/s]</translation>
    </message>
    <message>
        <location filename="../../ui/sweepview.cpp" line="202" />
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 MiB/s, median %3, %4 calls</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 MiB/s、中央値 %3、呼び出し %4 回</translation>
    </message>
<message>
        <location filename="../../ui/sweepview.h" line="24" />
        <source>Buffer sweep</source>
        <translation>バッファスイープ</translation>
    </message>
    <message>
        <location filename="../../ui/sweepview.h" line="40" />
        <source>Choose a strategy and press "Run sweep" to run it over buffer sizes</source>
        <translation>戦略を選んで「スイープ実行」を押すと、バッファサイズを変えながら実行します</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TimelinePlot</name>
    <message>
        <location filename="../../ui/timelineplot.cpp" line="34" />
        <source>Reset zoom</source>
        <translation>ズームをリセット</translation>
    </message>
    <message>
        <location filename="../../ui/timelineplot.cpp" line="60" />
        <source>Run something to see its threads.</source>
        <translation>実行するとスレッドが表示されます。</translation>
    </message>
    <message>
        <location filename="../../ui/timelineplot.cpp" line="84" />
        <source>&lt;b&gt;%1&lt;/b&gt; — median run %2 of %3, wall time %4, %5 thread(s)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — 中央値の実行 %2/%3、経過時間 %4、スレッド %5</translation>
    </message>
    <message>
        <location filename="../../ui/timelineplot.cpp" line="92" />
        <source>One lane per thread of the median run, each phase interval where it happened. Gaps are time in no timed phase: the loop's own work, or the thread waiting for a CPU. Where intervals share a pixel, its height is split by each phase's share of that time; zoom in (wheel) to separate them. The dashed line is the run's wall time.</source>
        <translation>中央値の実行のスレッドごとに 1 レーン、各フェーズの区間を起きた時刻に描きます。隙間は計測対象外の時間（ループ自体の処理、または CPU 待ち）です。1 ピクセルに複数の区間が重なる場合は、その時間に占める各フェーズの割合で高さを分けます。ホイールで拡大すると分かれて見えます。破線は実行の経過時間です。</translation>
    </message>
    <message>
        <location filename="../../ui/timelineplot.cpp" line="99" />
        <source>Each thread keeps its first %1 intervals; %2 later ones are in the totals but not drawn.</source>
        <translation>各スレッドは最初の %1 区間を保持します。それ以降の %2 区間は合計には含まれますが描画されません。</translation>
    </message>
    <message>
        <location filename="../../ui/timelineplot.cpp" line="105" />
        <source>This run has no recorded intervals (an older report or the uninstrumented build): each lane shows that thread's total time per phase as consecutive segments, in phase order. The dashed line is the run's wall time; lanes that add up to more than it ran in parallel.</source>
        <translation>この実行には区間の記録がありません（古いレポートか計測なしビルド）。各レーンはスレッドのフェーズごとの合計時間をフェーズ順に並べて示します。破線は実行の経過時間で、それを超えるレーンは並列に動いていました。</translation>
    </message>
    <message>
        <location filename="../../ui/timelineplot.cpp" line="182" />
        <source>thread %1</source>
        <translation>スレッド %1</translation>
    </message>
    <message>
        <location filename="../../ui/timelineplot.cpp" line="193" />
        <source>Time into the run [%1]</source>
        <translation>実行開始からの時間 [%1]</translation>
    </message>
    <message>
        <location filename="../../ui/timelineplot.cpp" line="214" />
        <source>&lt;b&gt;thread %1: %2&lt;/b&gt;&lt;br&gt;%3 from %4 to %5</source>
        <translation>&lt;b&gt;スレッド %1: %2&lt;/b&gt;&lt;br&gt;%3（%4 から %5）</translation>
    </message>
    <message>
        <location filename="../../ui/timelineplot.cpp" line="237" />
        <source>&lt;b&gt;thread %1: %2&lt;/b&gt;&lt;br&gt;%3 in %4 calls, %5</source>
        <translation>&lt;b&gt;スレッド %1: %2&lt;/b&gt;&lt;br&gt;%3、呼び出し %4 回、%5</translation>
    </message>
<message>
        <location filename="../../ui/report/reportwriter.cpp" line="249" />
        <location filename="../../ui/timelineplot.h" line="21" />
        <source>Timeline</source>
        <translation>タイムライン</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TraceCompareModel</name>
    <message>
        <location filename="../../ui/trace/tracecomparemodel.cpp" line="103" />
        <source>new</source>
        <translation>新規</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracecomparemodel.cpp" line="105" />
        <source>gone</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracecomparemodel.cpp" line="108" />
        <source>%1× faster</source>
        <translation>%1 倍速い</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracecomparemodel.cpp" line="109" />
        <source>%1× slower</source>
        <translation>%1 倍遅い</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracecomparemodel.cpp" line="121" />
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracecomparemodel.cpp" line="123" />
        <source>Call</source>
        <translation>呼び出し</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracecomparemodel.cpp" line="125" />
        <source>Calls before</source>
        <translation>呼び出し数（前）</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracecomparemodel.cpp" line="127" />
        <source>Calls after</source>
        <translation>呼び出し数（後）</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracecomparemodel.cpp" line="129" />
        <source>Time before</source>
        <translation>時間（前）</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracecomparemodel.cpp" line="131" />
        <source>Time after</source>
        <translation>時間（後）</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracecomparemodel.cpp" line="133" />
        <source>Change</source>
        <translation>変化</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TraceController</name>
    <message>
        <location filename="../../ui/trace/tracecontroller.cpp" line="35" />
        <source>The trace could not be read.</source>
        <translation>トレースを読み込めませんでした。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracecontroller.cpp" line="39" />
        <source>The trace failed for an unknown reason.</source>
        <translation>不明な理由でトレースに失敗しました。</translation>
    </message>
<message>
        <location filename="../../ui/trace/tracejob.cpp" line="36" />
        <source>Cancelled before %1 had started: there is nothing to show.</source>
        <translation>%1 が始まる前にキャンセルされたため、表示するものはありません。</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TraceFileModel</name>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="212" />
        <source>Time inside this file's I/O calls, summed over threads</source>
        <translation>このファイルの I/O 呼び出しの中で費やした時間（全スレッドの合計）</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="215" />
        <source>Size range (histogram bucket) of the smallest or largest call that moved data</source>
        <translation>データを移動した呼び出しのうち最小または最大のもののサイズ範囲（ヒストグラムの区間）</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="217" />
        <source>Pages of this file that the process's mappings of it had in memory when they were unmapped, or at exec or exit (page faults: the pages it touched, with the neighbours the kernel mapped along with them); the time they took is not measured</source>
        <translation>このファイルのマッピングが、アンマップ時または exec・終了時にメモリに持っていたページ（ページフォールト：プロセスが触れたページと、カーネルがそれと一緒にマップした隣のページ）。その時間は測定していません</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="228" />
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="230" />
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="232" />
        <source>Process</source>
        <translation>プロセス</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="234" />
        <source>Opens</source>
        <translation>オープン</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="236" />
        <source>Calls</source>
        <translation>呼び出し</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="238" />
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="240" />
        <source>Read</source>
        <translation>読み込み</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="242" />
        <source>Written</source>
        <translation>書き込み</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="244" />
        <source>Smallest call</source>
        <translation>最小の呼び出し</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="246" />
        <source>Largest call</source>
        <translation>最大の呼び出し</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="248" />
        <source>Mapped in memory</source>
        <translation>マップでメモリに</translation>
    </message>
<message>
        <location filename="../../ui/trace/traceformat.cpp" line="196" />
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceformat.cpp" line="198" />
        <source>file</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceformat.cpp" line="200" />
        <source>directory</source>
        <translation>ディレクトリ</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceformat.cpp" line="202" />
        <source>socket</source>
        <translation>ソケット</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceformat.cpp" line="204" />
        <source>pipe</source>
        <translation>パイプ</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceformat.cpp" line="206" />
        <source>terminal</source>
        <translation>端末</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceformat.cpp" line="208" />
        <source>device</source>
        <translation>デバイス</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceformat.cpp" line="210" />
        <source>other</source>
        <translation>その他</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceformat.cpp" line="212" />
        <source>missing</source>
        <translation>存在しない</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TraceFindingsPane</name>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="23" />
        <source>Try the fix on this file</source>
        <translation>このファイルで修正を試す</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="27" />
        <source>&lt;b&gt;Findings&lt;/b&gt;</source>
        <translation>&lt;b&gt;見つかったパターン&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="51" />
        <source>Runs the strategies that show this pattern and its fix on the traced file, on the Strategies page</source>
        <translation>このパターンとその修正を示す戦略を、トレースしたファイルに対して「戦略」ページで実行します</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="112" />
        <source>&lt;p&gt;Choose a program and press Run. iolens then names the patterns that cost it time (one-byte calls, a file reopened per record, …) and the strategies that show the fix.&lt;/p&gt;</source>
        <translation>&lt;p&gt;プログラムを選んで「実行」を押してください。iolens は時間を食っているパターン（1 バイトずつの呼び出し、レコードごとに開き直されるファイルなど）と、その修正を示す戦略を挙げます。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="127" />
        <source>&lt;p&gt;No pattern found: none of the known slow patterns explains a noticeable share of this program's time.&lt;/p&gt;</source>
        <translation>&lt;p&gt;パターンは見つかりませんでした。既知の遅いパターンのどれも、このプログラムの時間の目立った割合を説明しません。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="135" />
        <source>&lt;p&gt;&lt;b&gt;File:&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;ファイル：&lt;/b&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="136" />
        <source>&lt;p&gt;&lt;b&gt;Evidence:&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;根拠：&lt;/b&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="137" />
        <source>&lt;p&gt;&lt;b&gt;Share:&lt;/b&gt; these calls account for %1 % of the process's wall time.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;割合：&lt;/b&gt;これらの呼び出しがプロセスの経過時間の %1 % を占めます。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="140" />
        <source>&lt;p&gt;&lt;b&gt;Stopwatch zone:&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;ストップウォッチ区間：&lt;/b&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="145" />
        <source>&lt;p&gt;&lt;b&gt;Call sites:&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;呼び出し箇所：&lt;/b&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="148" />
        <source>&lt;p&gt;&lt;b&gt;Lesson:&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;教訓：&lt;/b&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="153" />
        <source>&lt;p&gt;&lt;b&gt;Strategies to try:&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;試す戦略：&lt;/b&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="171" />
        <source>%1 no longer exists, so the fix cannot be tried on it: run the program again, or choose a similar file on the Strategies page.</source>
        <translation>%1 はもう存在しないため、そのファイルで修正を試せません。プログラムをもう一度実行するか、「戦略」ページで似たファイルを選んでください。</translation>
    </message>
</context>
<context>
    <name>TraceNotice</name>
    <message>
        <location filename="../../core/trace/symbolizer.cpp" line="113" />
        <source>Installing %1 (Debian's debug archive) would name them with their lines.</source>
        <translation>%1（Debian のデバッグアーカイブ）をインストールすると、行番号付きで名前が付きます。</translation>
    </message>
    <message>
        <location filename="../../core/trace/symbolizer.cpp" line="124" />
        <source>No symbols or debug information for %1: its call sites are shown as module+offset.</source>
        <translation>%1 にはシンボルもデバッグ情報もありません。その呼び出し元はモジュール+オフセットで表示します。</translation>
    </message>
    <message>
        <location filename="../../core/trace/symbolizer.cpp" line="132" />
        <source>No debug information for %1: its call sites are named by the functions' symbols, without file and line.</source>
        <translation>%1 にはデバッグ情報がありません。呼び出し箇所は関数のシンボル名で示し、ファイルと行はありません。</translation>
    </message>
    <message>
        <location filename="../../core/trace/traceloader.cpp" line="59" />
        <source>Attached through ptrace: a static program (no dynamic loader for the trace library), stopped at every system call; each recorded system call costs about %1 µs more.</source>
        <translation>ptrace でアタッチしました：静的リンクのプログラム（トレースライブラリを読み込む動的ローダーがありません）で、すべてのシステムコールで止めています。記録したシステムコールごとに約 %1 µs 余計にかかります。</translation>
    </message>
    <message>
        <location filename="../../core/trace/traceloader.cpp" line="62" />
        <source>Attached through ptrace: a static program (no dynamic loader for the trace library), stopped at every system call; each recorded system call stops the program (its cost could not be measured).</source>
        <translation>ptrace でアタッチしました：静的リンクのプログラム（トレースライブラリを読み込む動的ローダーがありません）で、すべてのシステムコールで止めています。記録したシステムコールのたびにプログラムが止まります（そのコストは測れませんでした）。</translation>
    </message>
    <message>
        <location filename="../../core/trace/traceloader.cpp" line="67" />
        <source>Traced through ptrace: a static program; each recorded system call costs about %1 µs more.</source>
        <translation>ptrace でトレースしました（静的リンクのプログラム）。記録したシステムコールごとに約 %1 µs 余計にかかります。</translation>
    </message>
    <message>
        <location filename="../../core/trace/traceloader.cpp" line="69" />
        <source>Traced through ptrace: a static program; each recorded system call stops the program (its cost could not be measured).</source>
        <translation>ptrace でトレースしました（静的リンクのプログラム）。記録したシステムコールのたびにプログラムが止まります（そのコストは測れませんでした）。</translation>
    </message>
    <message>
        <location filename="../../core/trace/traceloader.cpp" line="73" />
        <source>Traced through ptrace: as asked (--mode ptrace); each recorded system call costs about %1 µs more.</source>
        <translation>指定どおり ptrace でトレースしました（--mode ptrace）。記録したシステムコールごとに約 %1 µs 余計にかかります。</translation>
    </message>
    <message>
        <location filename="../../core/trace/traceloader.cpp" line="76" />
        <source>Traced through ptrace: as asked (--mode ptrace); each recorded system call stops the program (its cost could not be measured).</source>
        <translation>指定どおり ptrace でトレースしました（--mode ptrace）。記録したシステムコールのたびにプログラムが止まります（そのコストは測れませんでした）。</translation>
    </message>
    <message>
        <location filename="../../core/trace/traceloader.cpp" line="848" />
        <source>%1 traced processes were still running when the trace ended (daemons or background jobs the program left behind): their calls up to then are in this trace; --wait-all waits for such processes.</source>
        <translation>トレースが終わったとき、トレース対象のプロセスが %1 個まだ実行中でした（プログラムが残したデーモンやバックグラウンドジョブ）。それまでの呼び出しはこのトレースにあります。--wait-all を付けるとそれらの終了を待ちます。</translation>
    </message>
    <message>
        <location filename="../../core/trace/traceloader.cpp" line="862" />
        <source>%1 process images ended while their trace files were being created (a signal to the group right after a fork or exec): nothing of them had been recorded.</source>
        <translation>%1 個のプロセスイメージがトレースファイルの作成中に終わりました（fork または exec 直後のグループへのシグナル）。何も記録されていません。</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="77" />
        <source>%1 on %2: no call timed, no time known (%3 calls, %4 timed).</source>
        <translation>%2 への %1: 計時された呼び出しがなく、時間は不明です（呼び出し %3 回、計時 %4 回）。</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="79" />
        <source>%1 on %2: 1 call in %3 timed, total estimated (%4 calls, %5 timed).</source>
        <translation>%2 への %1: %3 回に 1 回を計時し、合計は推定です（呼び出し %4 回、計時 %5 回）。</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="86" />
        <source>The time of %1 more call kinds on other files was sampled the same way.</source>
        <translation>ほかのファイルへのさらに %1 種類の呼び出しの時間も同じように抜き取りで測りました。</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="92" />
        <source>Timing a cheap call costs more than the call itself, so the sampled estimate of a thread was capped at the time the thread ran: it is an upper bound.</source>
        <translation>安い呼び出しを計時すると呼び出しそのものより高くつくため、スレッドの推定値はスレッドが動いていた時間で頭打ちにしました。上限値です。</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="138" />
        <source>%1: glibc's stdio fills and flushes its buffers with its own read and write system calls, which a preload cannot see.</source>
        <translation>%1: glibc の stdio は自前の read と write のシステムコールでバッファを満たし、書き出します。プリロードにはそれが見えません。</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="145" />
        <source>For its %1 stdio read calls and %2 stdio write calls the kernel counted %3 read system calls and %4 write system calls (syscr, syscw).</source>
        <translation>stdio の読み込み呼び出し %1 回と書き込み呼び出し %2 回に対し、カーネルは read システムコール %3 回と write システムコール %4 回を数えました（syscr、syscw）。</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="151" />
        <source>The kernel's counts for its %1 stdio read calls and %2 stdio write calls are not known, as it did not exit.</source>
        <translation>stdio の読み込み呼び出し %1 回と書き込み呼び出し %2 回に対するカーネルの集計は、プロセスが終了しなかったため不明です。</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="162" />
        <source>%1 more processes made %2 stdio calls or more, whose buffers also refill through system calls a preload cannot see (the kernel's syscr and syscw are in each process's figures).</source>
        <translation>さらに %1 個のプロセスが stdio の呼び出しを %2 回以上行いました。そのバッファもプリロードに見えないシステムコールで補充されます（カーネルの syscr と syscw は各プロセスの数値にあります）。</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="187" />
        <source>%1 events not kept: the time line holds %2 per thread (--events raises it); the counts and times include them.</source>
        <translation>%1 個のイベントは保持されませんでした。タイムラインはスレッドごとに %2 個までです（--events で増やせます）。回数と時間にはそれらも含まれます。</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="196" />
        <source>%1 events of threads beyond the first %2 of a process are not in the time line: those threads share one block of counts that keeps no events; the counts and times include them.</source>
        <translation>プロセスの最初の %2 スレッドより後のスレッドの %1 個のイベントはタイムラインにありません。それらのスレッドはイベントを保持しない集計ブロックを共有します。回数と時間にはそれらも含まれます。</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="207" />
        <source>%1 events were kept but not loaded into the time line, which is limited to %2 events; the counts and times include them.</source>
        <translation>%1 個のイベントは保持されましたが、%2 個までのタイムラインには読み込まれませんでした。回数と時間にはそれらも含まれます。</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="215" />
        <source>%1 calls were counted without their file, site and zone: a thread's table of %2 distinct (file, call, site, zone) combinations was full.</source>
        <translation>%1 回の呼び出しはファイル、呼び出し元、ゾーンなしで数えられました。スレッドの（ファイル、呼び出し、呼び出し元、ゾーン）の組み合わせ %2 個の表が満杯でした。</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="231" />
        <source>%1 files found the file table full (%2 entries, %3 bytes of names): their calls are counted under (no file).</source>
        <translation>%1 個のファイルはファイル表が満杯でした（%2 項目、名前 %3 バイト）。その呼び出しは（ファイルなし）として数えます。</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="236" />
        <source>%1 call sites found the table of %2 full: their calls are counted without a site.</source>
        <translation>%1 個の呼び出し元は %2 個の表が満杯でした。その呼び出しは呼び出し元なしで数えます。</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="239" />
        <source>%1 zones found the table of %2 full: their calls are counted outside zones.</source>
        <translation>%1 個のゾーンは %2 個の表が満杯でした。その呼び出しはゾーンの外として数えます。</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="249" />
        <source>No process of this trace loaded the trace library: the program may clear its environment (LD_PRELOAD) or be statically linked, so none of its calls are in this trace.</source>
        <translation>このトレースのどのプロセスもトレースライブラリを読み込みませんでした。プログラムが環境変数（LD_PRELOAD）を消しているか静的リンクされているため、その呼び出しはこのトレースにありません。</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="255" />
        <source>%1: a program was started with an environment that drops LD_PRELOAD: its calls are not in this trace.</source>
        <translation>%1: LD_PRELOAD を外した環境でプログラムが起動されました。その呼び出しはこのトレースにありません。</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="259" />
        <source>%1: %2 was started with an environment that drops LD_PRELOAD: its calls are not in this trace.</source>
        <translation>%1: %2 は LD_PRELOAD を外した環境で起動されました。その呼び出しはこのトレースにありません。</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="264" />
        <source>(Nor those of %1 more such execs.)</source>
        <translation>（ほかに同様の exec が %1 回あり、その呼び出しもありません。）</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="277" />
        <source>%1 was killed by signal %2: its trace goes up to its last call.</source>
        <translation>%1 はシグナル %2 で強制終了されました。トレースは最後の呼び出しまでです。</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="277" />
        <source>%1 could not make a record of its own (a program iolens cannot enter), and no traced process reaped it: how it ended and its kernel counts are not known.</source>
        <translation>%1 は自身の記録を作れず（iolens が入れないプログラム）、トレースされたプロセスにも回収されませんでした。終わり方とカーネルの計数は分かりません。</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="277" />
        <source>%1 was killed by signal %2 and made no record of its own: its parent told how it ended.</source>
        <translation>%1 はシグナル %2 で強制終了され、自身の記録を残しませんでした。終わり方は親プロセスが記録しました。</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="280" />
        <source>%1 ended without exiting (killed or crashed): its trace goes up to its last call.</source>
        <translation>%1 は exit せずに終わりました（強制終了またはクラッシュ）。トレースは最後の呼び出しまでです。</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="285" />
        <source>The kernel's counts for it are not known.</source>
        <translation>そのプロセスのカーネルの集計は不明です。</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="299" />
        <source>%1 started a statically linked program: LD_PRELOAD cannot see its calls, so they are not in this trace.</source>
        <translation>%1 は静的リンクされたプログラムを起動しました。LD_PRELOAD にはその呼び出しが見えないため、このトレースにはありません。</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="308" />
        <source>%1: the file system holding the trace directory ran out of space, so the trace stopped growing there: later time-line events, files, call sites or threads of it are missing (the program ran on untouched).</source>
        <translation>%1: トレースディレクトリのあるファイルシステムの空きがなくなったため、トレースはそこで大きくならなくなりました。それ以降のタイムラインのイベント、ファイル、呼び出し元、スレッドは欠けています（プログラムはそのまま動き続けました）。</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="318" />
        <source>%1 started %2 processes that could not write a trace file (the trace directory refused the user it had changed to, or its file system was full): their calls are not in this trace.</source>
        <translation>%1 は、トレースファイルを書けなかったプロセスを %2 個起動しました（トレースディレクトリが切り替え後のユーザーを拒んだか、そのファイルシステムが満杯でした）。その呼び出しはこのトレースにありません。</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="327" />
        <source>%1 called %2, which the trace library wraps but whose real function it could not find: that call could not work, and the trace may end there.</source>
        <translation>%1 は %2 を呼び出しました。トレースライブラリはこの関数をラップしていますが、本来の関数が見つかりませんでした。その呼び出しは動作できず、トレースはそこで終わっているかもしれません。</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="365" />
        <source>%1 memory mappings of %2 bytes of %3 files (%4): reads and writes through a mapping are memory accesses, not calls, so they are not counted here.</source>
        <translation>%3 個のファイル（%4）の %2 バイトを %1 回メモリマップしました。マップを通じた読み書きは呼び出しではなくメモリアクセスなので、ここでは数えません。</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="379" />
        <source>%1 memory mappings of %2 bytes of %3 files (%4): the pages of a mapping that were in the process's memory when it was unmapped, or at exec or exit, are counted as page faults (%5 pages in all): the pages the process touched, with the neighbours the kernel mapped along with them, less any it reclaimed before.</source>
        <translation>%3 個のファイル（%4）の %2 バイトに対するメモリマッピング %1 個：マッピングのうち、アンマップ時または exec・終了時にプロセスのメモリにあったページをページフォールトとして数えます（合計 %5 ページ）。プロセスが触れたページと、カーネルがそれと一緒にマップした隣のページで、それ以前にカーネルが回収したものは除きます。</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="386" />
        <source>The time spent in page faults is not measured, and reads and writes through a mapping are not counted as calls.</source>
        <translation>ページフォールトにかかった時間は測定していません。また、マッピングを通じた読み書きは呼び出しとして数えません。</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="393" />
        <source>Of those pages, %1 were not in the page cache when their file was mapped, so the faults had them read from storage ("pages from disk": the faults themselves and the kernel's read-ahead for them).</source>
        <translation>そのうち %1 ページは、ファイルをマップした時点でページキャッシュになく、フォールトによってストレージから読み込まれました（「pages from disk」：フォールトそのものと、それに伴うカーネルの先読み）。</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="403" />
        <source>For %1 mappings, iolens could not tell which pages came from disk: the kernel shows a file's page cache only to a process that owns the file or may write it.</source>
        <translation>%1 個のマッピングについては、どのページがディスクから来たか iolens には分かりませんでした：カーネルはファイルのページキャッシュを、そのファイルの所有者か書き込みできるプロセスにしか見せません。</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="413" />
        <source>%1 mappings could not be measured (the trace library's table of mappings was full, /proc/self/pagemap could not be read, or a call it does not see unmapped them).</source>
        <translation>%1 個のマッピングは測定できませんでした（トレースライブラリのマッピング表が満杯だった、/proc/self/pagemap を読めなかった、またはライブラリに見えない呼び出しでアンマップされた）。</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="426" />
        <source>%1 processes that mapped files did not exit (killed, crashed or still running): the mappings still there then are not counted.</source>
        <translation>ファイルをマップした %1 個のプロセスが exit しませんでした（kill、クラッシュ、または実行中）：その時点で残っていたマッピングは数えていません。</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="495" />
        <source>The program wrote %1 stopwatch zones without the trace library (LD_PRELOAD was dropped): they are counted from its zone lines, without times and without the I/O inside them.</source>
        <translation>プログラムはトレースライブラリなしで（LD_PRELOAD が外されて）ストップウォッチのゾーンを %1 個書きました。ゾーンの行から数えたもので、時間も中の I/O もありません。</translation>
    </message>
    <message>
        <location filename="../../core/trace/unseenio.cpp" line="246" />
        <source>Unseen I/O: the kernel counted %1 system calls (%2) that iolens did not see, up to %3 % of these processes' reads and writes; the tables do not include them.</source>
        <translation>見えなかった I/O：カーネルは iolens に見えなかったシステムコールを %1 回（%2）数えました。これらのプロセスの読み書きの最大 %3 % にあたり、表には含まれていません。</translation>
    </message>
    <message>
        <location filename="../../core/trace/unseenio.cpp" line="262" />
        <source>%1: %2 read by %3 system calls and %4 written by %5 system calls that iolens did not see.</source>
        <translation>%1：iolens に見えなかったシステムコール %3 回で %2 を読み、%5 回で %4 を書きました。</translation>
    </message>
    <message>
        <location filename="../../core/trace/uringnotices.cpp" line="58" />
        <source>%1: %2 io_uring requests are counted under the calls they stand for (a read as pread …), with the sizes submitted, not the sizes done, and the time of the submitting call shared among them (waiting for their completions is not in it).</source>
        <translation>%1：io_uring の要求 %2 件は、それが表す呼び出し（読み取りは pread など）として数えています。サイズは完了したサイズではなく投入したサイズで、時間は投入した呼び出しの時間をそれらで分けたものです（完了の待ち時間は含みません）。</translation>
    </message>
    <message>
        <location filename="../../core/trace/uringnotices.cpp" line="72" />
        <source>%1: %2 io_uring requests are counted under the calls they stand for (a read as pread …), with the time of the submitting call shared among them. Their completions give the sizes done and the failures (%3 failed); from submission to completion they took %4 µs on average and %5 µs at most, as seen when the program next submitted to or waited on its ring.</source>
        <translation>%1：io_uring の要求 %2 件は、それが表す呼び出し（読み取りは pread など）として数え、時間は投入した呼び出しの時間をそれらで分けたものです。完了から、実際に処理したサイズと失敗（%3 件）を得ています。投入から完了まで平均 %4 µs、最大 %5 µs でした（プログラムが次にリングへ投入または待機したときに見たもの）。</translation>
    </message>
    <message>
        <location filename="../../core/trace/uringnotices.cpp" line="86" />
        <source>%1: the sizes submitted are kept for %2 io_uring requests whose completion iolens did not read (never reaped, reaped on another thread, overwritten in a full queue, or on a ring whose queue iolens could not find).</source>
        <translation>%1：iolens が完了を読めなかった io_uring の要求 %2 件は、投入したサイズのままです（回収されなかった、別のスレッドで回収された、満杯のキューで上書きされた、または iolens がキューを見つけられなかったリングのもの）。</translation>
    </message>
    <message>
        <location filename="../../core/trace/uringnotices.cpp" line="136" />
        <source>%1 entered %2 io_uring rings whose queue iolens could not read: set up before iolens attached, or entered through its registered index; their reads and writes are not in this trace.</source>
        <translation>%1 は io_uring のリング %2 個に要求を投入しましたが、iolens はそのキューを読めませんでした：iolens がアタッチする前に作られたか、登録済みのインデックスで投入されたためです。その読み書きはこのトレースにありません。</translation>
    </message>
    <message>
        <location filename="../../core/trace/uringnotices.cpp" line="146" />
        <source>%1 set up %2 io_uring rings whose requests iolens did not see: the program submits them with its own system call instructions (as fio does), past libc and liburing; their reads and writes are not in this trace (tracing with --mode ptrace counts them).</source>
        <translation>%1 は io_uring のリングを %2 個作りましたが、その要求を iolens は見ていません：プログラムが libc と liburing を通らず自前のシステムコール命令で投入するためです（fio のように）。その読み書きはこのトレースにありません（--mode ptrace でトレースすれば数えられます）。</translation>
    </message>
    <message>
        <location filename="../../core/trace/uringnotices.cpp" line="155" />
        <source>%1 set up %2 io_uring rings with a kernel thread polling its queue (SQPOLL): the kernel takes those requests without a system call, so they are not in this trace.</source>
        <translation>%1 は、カーネルスレッドがキューをポーリングする（SQPOLL）io_uring のリングを %2 個作りました：カーネルはシステムコールなしに要求を受け取るため、それらはこのトレースにありません。</translation>
    </message>
    <message>
        <location filename="../../core/trace/uringnotices.cpp" line="163" />
        <source>%1 set up %2 io_uring rings with a kernel thread polling its queue (SQPOLL) without liburing: the kernel takes those requests without a call iolens sees, so they are not in this trace.</source>
        <translation>%1 は liburing を使わずに、カーネルスレッドがキューをポーリングする（SQPOLL）io_uring のリングを %2 個作りました：カーネルは iolens に見える呼び出しなしに要求を受け取るため、それらはこのトレースにありません。</translation>
    </message>
    <message>
        <location filename="../../core/trace/uringnotices.cpp" line="172" />
        <source>%1: %2 io_uring requests named a registered file whose file iolens did not know: they are counted under "(io_uring registered file, not resolved)".</source>
        <translation>%1：io_uring の要求 %2 件は、iolens がファイルを知らない登録済みファイルを指していました：それらは「(io_uring registered file, not resolved)」として数えています。</translation>
    </message>
    <message>
        <location filename="../../core/trace/uringnotices.cpp" line="180" />
        <source>%1: io_uring requests of other kinds (polls, timeouts, accepts, no-ops …) are not counted (%2).</source>
        <translation>%1：その他の種類の io_uring の要求（poll、タイムアウト、accept、何もしない要求など）は数えていません（%2 件）。</translation>
    </message>
    <message>
        <location filename="../../core/trace/stackloader.cpp" line="506" />
        <source>Calls made on libuv's worker threads for node's asynchronous calls (fs.readFile, fs.promises, streams): %1. The JavaScript that asked for them had returned, so their stacks name no JavaScript line.</source>
        <translation>node の非同期呼び出し（fs.readFile、fs.promises、ストリーム）のために libuv のワーカースレッドで行われた呼び出し: %1。それを求めた JavaScript はすでに戻っているため、そのスタックには JavaScript の行がありません。</translation>
    </message>
    <message>
        <location filename="../../core/trace/stackloader.cpp" line="522" />
        <source>%1 calls had no call stack sampled of their own: past its first 4,096 first-call samples a thread samples 1 in 64 of the first calls on further files. Each such file's calls were given one of the stacks sampled at the same call site on other files, in proportion to those stacks' calls: the stacks' totals are estimates, and for one such file a stack may name a caller that never touched it.</source>
        <translation>%1 回の呼び出しには、それ自身のサンプリングされたコールスタックがありません。スレッドは最初の呼び出しのサンプルを 4,096 個取った後、さらに別のファイルでの最初の呼び出しを 64 回に 1 回だけサンプリングします。そのようなファイルの呼び出しには、同じ呼び出し箇所で他のファイルについてサンプリングされたスタックの一つを、それらのスタックの呼び出し数に比例して割り当てました。スタックの合計は推定値であり、そのようなファイル一つについては、そのファイルに触れていない呼び出し元をスタックが示すことがあります。</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TracePage</name>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="98" />
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="99" />
        <location filename="../../ui/trace/tracepage.cpp" line="391" />
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="100" />
        <source>Attach to process…</source>
        <translation>プロセスにアタッチ…</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="101" />
        <source>Open trace…</source>
        <translation>トレースを開く…</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="102" />
        <source>Save trace…</source>
        <translation>トレースを保存…</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="103" />
        <source>Compare with trace…</source>
        <translation>トレースと比較…</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="137" />
        <source>a program in $PATH or its path, e.g. python3</source>
        <translation>$PATH にあるプログラムかそのパス（例：python3）</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="138" />
        <source>split like a shell would: 'quoted words' stay together; nothing is expanded</source>
        <translation>シェルと同じように分割します。'引用符で囲んだ語' はまとまったまま、展開は一切しません</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="139" />
        <source>the current directory</source>
        <translation>現在のディレクトリ</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="142" />
        <location filename="../../ui/trace/tracepage.cpp" line="144" />
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="149" />
        <source>Recent:</source>
        <translation>最近：</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="155" />
        <source>Program:</source>
        <translation>プログラム：</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="156" />
        <source>Arguments:</source>
        <translation>引数：</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="157" />
        <source>Working directory:</source>
        <translation>作業ディレクトリ：</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="160" />
        <source>Run the program under iolens' tracing library and show where its I/O time goes</source>
        <translation>iolens のトレースライブラリの下でプログラムを実行し、I/O の時間がどこで使われているかを示します</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="163" />
        <source>Record a program that is already running, from now until Stop, without restarting it</source>
        <translation>実行中のプログラムを再起動せずに、今から「停止」まで記録します</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="169" />
        <source>Compare a saved trace (before a fix) with the one shown (after), per file and call</source>
        <translation>保存したトレース（修正前）と表示中のトレース（修正後）を、ファイルと呼び出しごとに比較します</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="190" />
        <source>Call sites</source>
        <translation>呼び出し箇所</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="192" />
        <source>Call stacks</source>
        <translation>コールスタック</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="194" />
        <source>Access map</source>
        <translation>アクセスマップ</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="196" />
        <source>Stopwatch zones</source>
        <translation>ストップウォッチ区間</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="199" />
        <source>Processes</source>
        <translation>プロセス</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="201" />
        <location filename="../../ui/trace/tracepage.cpp" line="546" />
        <source>Notices (%1)</source>
        <translation>お知らせ（%1）</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="208" />
        <source>Show everything</source>
        <translation>すべて表示</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="275" />
        <source>Choose a program and press Run: iolens runs it unchanged, records every file and socket call it makes (and its children's), and shows where the time went.</source>
        <translation>プログラムを選んで「実行」を押してください。iolens はそれを変更せずに実行し、そのプログラム（と子プロセス）のファイルとソケットの呼び出しをすべて記録して、時間がどこで使われたかを示します。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="299" />
        <source>Choose a program to trace first.</source>
        <translation>先にトレースするプログラムを選んでください。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="310" />
        <source>The working directory '%1' does not exist or is not a directory.</source>
        <translation>作業ディレクトリ '%1' が存在しないか、ディレクトリではありません。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="324" />
        <source>Tracing %1 …</source>
        <translation>%1 をトレース中…</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="335" />
        <source>Choose a process to attach to first.</source>
        <translation>先にアタッチするプロセスを選んでください。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="350" />
        <source>Recording process %1 (%2) for %3 s; Stop lets it go sooner.</source>
        <translation>プロセス %1 (%2) を %3 秒間記録中。「停止」でそれより早く解放します。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="352" />
        <source>Recording process %1 (%2); Stop lets it go and shows its trace.</source>
        <translation>プロセス %1 (%2) を記録中。「停止」で解放してトレースを表示します。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="375" />
        <source>Letting process %1 go: it runs on; what it did so far is shown.</source>
        <translation>プロセス %1 を解放します。プロセスは動き続け、ここまでの記録を表示します。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="379" />
        <source>Cancelling: the program gets SIGTERM, then SIGKILL; what it did so far is still shown.</source>
        <translation>キャンセル中：プログラムに SIGTERM、次に SIGKILL を送ります。それまでに行ったことは表示されます。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="391" />
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="417" />
        <source>calls %1 · %2 · files %3 · processes %4 · %5</source>
        <translation>呼び出し %1 · %2 · ファイル %3 · プロセス %4 · %5</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="471" />
        <source>Showing what %1 caused: 1 file, %2 calls (from its sampled stacks).</source>
        <translation>%1 が引き起こしたものを表示中：ファイル 1 個、呼び出し %2 回（サンプリングしたスタックから）。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="472" />
        <source>Showing what %1 caused: %2 files, %3 calls (from its sampled stacks).</source>
        <translation>%1 が引き起こしたものを表示中：ファイル %2 個、呼び出し %3 回（サンプリングしたスタックから）。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="519" />
        <source>was killed by signal %1</source>
        <translation>はシグナル %1 で強制終了されました</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="521" />
        <source>was killed by a signal iolens did not see</source>
        <translation>iolens が見ていないシグナルで終了させられました</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="523" />
        <source>exited with status %1</source>
        <translation>は終了ステータス %1 で終了しました</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="529" />
        <source>%1 was recorded for %2 and let go; it runs on: files %3, findings %4.</source>
        <translation>%1 を %2 記録して解放しました（動き続けています）: ファイル %3、所見 %4。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="533" />
        <source>%1 %2 after %3: files %4, findings %5.</source>
        <translation>%1 %2（%3 後）：ファイル %4 個、見つかったパターン %5 個。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="552" />
        <source>%1 notices on what the tracing could not see: see the Notices tab.</source>
        <translation>トレースで見えなかったことについてのお知らせが %1 件あります。「お知らせ」タブを見てください。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="574" />
        <source>%1 counts as your code now: findings %2.</source>
        <translation>%1 を自分のコードとして数えるようになりました：所見 %2 件。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="583" />
        <source>Your code is what the rules say again: findings %1.</source>
        <translation>自分のコードは再び規則どおりです：所見 %1 件。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="638" />
        <source>The stacks of the calls on %1 (choose another file in the table above).</source>
        <translation>%1 への呼び出しのスタック（上の表で別のファイルを選べます）。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="641" />
        <source>The stacks of every call.</source>
        <translation>すべての呼び出しのスタック。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="675" />
        <source>Program to trace</source>
        <translation>トレースするプログラム</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="682" />
        <source>Working directory</source>
        <translation>作業ディレクトリ</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="697" />
        <source>%1
in %2</source>
        <translation>%1
（%2 で）</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="715" />
        <source>There is no trace to save yet: run a program first.</source>
        <translation>保存するトレースがまだありません。先にプログラムを実行してください。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="718" />
        <location filename="../../ui/trace/tracepageexport.cpp" line="26" />
        <source>Cannot write '%1': %2.</source>
        <translation>'%1' に書き込めません: %2。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="735" />
        <source>Run or open a trace first: it becomes the "after" side.</source>
        <translation>先にトレースを実行するか開いてください。それが「後」の側になります。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="745" />
        <source>Compare traces: %1 (before) and the current trace (after)</source>
        <translation>トレースの比較：%1（前）と現在のトレース（後）</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="755" />
        <source>Per file and call kind, processes merged: what the fix changed.</source>
        <translation>ファイルと呼び出しの種類ごと（プロセスはまとめて）：修正で何が変わったか。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="765" />
        <location filename="../../ui/trace/tracepage.cpp" line="771" />
        <source>Save trace</source>
        <translation>トレースを保存</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="766" />
        <source>iolens traces (*.iolens.json)</source>
        <translation>iolens のトレース (*.iolens.json)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="766" />
        <source>All files (*)</source>
        <translation>すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="777" />
        <location filename="../../ui/trace/tracepage.cpp" line="782" />
        <source>Open trace</source>
        <translation>トレースを開く</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="777" />
        <location filename="../../ui/trace/tracepage.cpp" line="788" />
        <source>iolens traces (*.json);;All files (*)</source>
        <translation>iolens のトレース (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="788" />
        <source>Trace to compare against (before)</source>
        <translation>比較対象のトレース（前）</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="793" />
        <source>Compare traces</source>
        <translation>トレースの比較</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepageexport.cpp" line="23" />
        <location filename="../../ui/trace/tracepageexport.cpp" line="38" />
        <source>There is no trace to export yet: trace a program or open a saved trace first.</source>
        <translation>書き出すトレースはまだありません：プログラムをトレースするか、保存したトレースを開いてください。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepageexport.cpp" line="37" />
        <location filename="../../ui/trace/tracepageexport.cpp" line="46" />
        <source>Export table</source>
        <translation>表の書き出し</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepageexport.cpp" line="42" />
        <source>Export CSV</source>
        <translation>CSV の書き出し</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepageexport.cpp" line="42" />
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepageexport.cpp" line="68" />
        <location filename="../../ui/trace/tracepageexport.cpp" line="73" />
        <location filename="../../ui/trace/tracepageexport.cpp" line="79" />
        <source>Export plot</source>
        <translation>グラフの書き出し</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepageexport.cpp" line="69" />
        <source>The %1 tab is not a plot. The plots are on the tabs %2.</source>
        <translation>%1 タブはグラフではありません。グラフのタブは %2 です。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepageexport.cpp" line="75" />
        <source>PNG image (*.png);;PDF document (*.pdf)</source>
        <translation>PNG 画像 (*.png);;PDF 文書 (*.pdf)</translation>
    </message>
<message>
        <location filename="../../ui/trace/argsplit.cpp" line="37" />
        <source>The arguments end with a lone backslash: nothing follows it to escape.</source>
        <translation>引数が単独のバックスラッシュで終わっています。その後にエスケープする文字がありません。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/argsplit.cpp" line="48" />
        <source>The arguments have a ' at position %1 that is never closed.</source>
        <translation>引数の %1 文字目の ' が閉じられていません。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/argsplit.cpp" line="68" />
        <source>The arguments have a " at position %1 that is never closed.</source>
        <translation>引数の %1 文字目の " が閉じられていません。</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TracePhasesPlot</name>
    <message>
        <location filename="../../ui/trace/tracephasesplot.cpp" line="38" />
        <source>Each bar is one file as one process saw it; each segment the time inside one kind of call. Time of all threads is summed. Click a bar to select its file.</source>
        <translation>各バーは 1 つのプロセスから見た 1 つのファイル、各区分は 1 種類の呼び出しの中の時間です。全スレッドの時間を合計しています。バーをクリックするとそのファイルを選びます。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracephasesplot.cpp" line="55" />
        <source>The program made no file I/O calls that iolens could see.</source>
        <translation>このプログラムは iolens に見えるファイル I/O 呼び出しをしませんでした。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracephasesplot.cpp" line="56" />
        <source>Time in calls [ms]</source>
        <translation>呼び出しの中の時間 [ms]</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracephasesplot.cpp" line="121" />
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracephasesplot.cpp" line="122" />
        <source>Time in calls [%1]</source>
        <translation>呼び出しの中の時間 [%1]</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracephasesplot.cpp" line="150" />
        <source>%1 in %2 calls</source>
        <translation>%2 回の呼び出しで %1</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracephasesplot.cpp" line="162" />
        <source>%1: %2 pages (%3), time not measured</source>
        <translation>%1：%2 ページ（%3）、時間は測定していません</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracephasesplot.cpp" line="168" />
        <source>%1: %2 calls, %3 (%4 %)</source>
        <translation>%1：%2 回、%3（%4 %）</translation>
    </message>
<message>
        <location filename="../../ui/report/tracereportwriter.cpp" line="66" />
        <location filename="../../ui/trace/tracephasesplot.h" line="15" />
        <source>Phases</source>
        <translation>フェーズ</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TracePlotView</name>
    <message>
        <location filename="../../ui/trace/traceplotview.cpp" line="38" />
        <source>Choose a program and press Run</source>
        <translation>プログラムを選んで「実行」を押してください</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TraceProcessModel</name>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="38" />
        <source>exited %1</source>
        <translation>終了 %1</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="40" />
        <source>killed by signal %1</source>
        <translation>シグナル %1 で強制終了</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="40" />
        <source>ended without exit</source>
        <translation>exit せずに終了</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="42" />
        <source>execed</source>
        <translation>exec した</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="44" />
        <source>detached, running on</source>
        <translation>デタッチ済み（実行は継続）</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="45" />
        <source>still running</source>
        <translation>実行中</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="53" />
        <source>%1 in %2 calls</source>
        <translation>%2 回の呼び出しで %1</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="62" />
        <source>Not known: the process did not exit, so the kernel's counts were not read.</source>
        <translation>不明です。プロセスが exit しなかったため、カーネルの数値を読めませんでした。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="64" />
        <source>What the kernel counted (/proc/PID/io) that iolens did not see:</source>
        <translation>カーネルが数えた（/proc/PID/io）のに iolens には見えなかったもの：</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="65" />
        <source>%1 read by %2 system calls, %3 written by %4 system calls</source>
        <translation>システムコール %2 回で %1 を読み、システムコール %4 回で %3 を書きました</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="70" />
        <source>Likely:</source>
        <translation>考えられる理由：</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="73" />
        <source>stdio buffers larger than iolens allows for (setvbuf, a file system's large block size)</source>
        <translation>iolens が見込むより大きい stdio のバッファ（setvbuf、ファイルシステムの大きなブロックサイズ）</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="75" />
        <source>threads the trace file had no room for</source>
        <translation>トレースファイルに入りきらなかったスレッド</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="77" />
        <source>the call a signal ended it in, which never returned to iolens</source>
        <translation>シグナルで終了したときに実行中だった呼び出し（iolens に戻らなかったもの）</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="77" />
        <source>system calls made past libc's wrappers: syscall(2), inline assembly, libc's internal reads, a statically linked library</source>
        <translation>libc のラッパーを通らないシステムコール：syscall(2)、インラインアセンブリ、libc 内部の読み込み、静的リンクされたライブラリ</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="77" />
        <source>it made no record of its own (a vfork child whose exec failed, a program iolens cannot enter, or a child ended before its first traced call): its parent told how it ended</source>
        <translation>自身の記録を残しませんでした（exec に失敗した vfork の子、iolens が入れないプログラム、最初のトレース対象の呼び出しの前に終わった子）。終わり方は親プロセスが記録しました</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="77" />
        <source>It made no record of its own: its traced parent, which reaped it, told how it ended, with the kernel's counts. Its command is its name as the kernel keeps it.</source>
        <translation>自身の記録を残しませんでした。終わり方は、このプロセスを回収したトレース対象の親プロセスがカーネルの値とともに記録しました。コマンドはカーネルが保持している名前です。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="129" />
        <source>Page faults that read their page from storage (the kernel's count, /proc/PID/stat): pages of mapped files not in the page cache, or of the program's code. %1 minor faults found their page in memory.</source>
        <translation>ページをストレージから読み込んだページフォールト（カーネルの集計、/proc/PID/stat）：ページキャッシュになかったマップ済みファイルのページ、またはプログラムのコードのページです。マイナーフォールト %1 回はページがメモリ上にありました。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="133" />
        <source>Not known: the process did not exit, so its page faults were not read.</source>
        <translation>不明：プロセスが終了しなかったため、ページフォールトを読み取れませんでした。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="137" />
        <source>As the kernel counted them (/proc/PID/io), stdio's internal reads and writes included</source>
        <translation>カーネルが数えた値（/proc/PID/io）。stdio の内部の読み書きも含みます</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="146" />
        <source>%1, less those of the children it reaped, which the kernel adds to a parent's (%2 read and %3 write system calls with them)</source>
        <translation>%1。ここから、このプロセスが回収した子プロセスの分を除いています（カーネルは子の値を親に加えます。子を含めると read %2 回、write %3 回）</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="179" />
        <source>Process</source>
        <translation>プロセス</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="181" />
        <source>Parent</source>
        <translation>親</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="183" />
        <source>Command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="185" />
        <source>End</source>
        <translation>終わり方</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="187" />
        <source>Wall time</source>
        <translation>経過時間</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="189" />
        <source>In I/O calls</source>
        <translation>I/O 呼び出しの中</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="191" />
        <source>I/O share</source>
        <translation>I/O の割合</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="193" />
        <source>Read system calls</source>
        <translation>read システムコール</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="195" />
        <source>Write system calls</source>
        <translation>write システムコール</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="197" />
        <source>Unseen I/O</source>
        <translation>見えなかった I/O</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="199" />
        <source>Major page faults</source>
        <translation>メジャーページフォールト</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TraceSiteModel</name>
    <message>
        <location filename="../../ui/trace/tracesitemodel.cpp" line="108" />
        <source>Call site</source>
        <translation>呼び出し箇所</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracesitemodel.cpp" line="110" />
        <source>Process</source>
        <translation>プロセス</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracesitemodel.cpp" line="112" />
        <source>Calls</source>
        <translation>呼び出し</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracesitemodel.cpp" line="114" />
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracesitemodel.cpp" line="116" />
        <source>Bytes</source>
        <translation>バイト</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracesitemodel.cpp" line="118" />
        <source>Calls by kind</source>
        <translation>種類別の呼び出し</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TraceSizePlot</name>
    <message>
        <location filename="../../ui/trace/tracesizeplot.cpp" line="18" />
        <source>Bytes moved per call, in power-of-two buckets: a bar in 1 means one-byte calls, the costliest way to move data. The count axis is logarithmic.</source>
        <translation>1 回の呼び出しで移動したバイト数（2 のべき乗の区間）。1 のバーは 1 バイトずつの呼び出しで、データを移動する最も高くつく方法です。回数の軸は対数です。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracesizeplot.cpp" line="26" />
        <source>Bytes per call</source>
        <translation>1 回の呼び出しのバイト数</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracesizeplot.cpp" line="27" />
        <source>Calls (logarithmic)</source>
        <translation>呼び出し回数（対数）</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracesizeplot.cpp" line="45" />
        <source>Select a file in the table to see its call sizes.</source>
        <translation>表でファイルを選ぶと、その呼び出しのサイズが表示されます。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracesizeplot.cpp" line="60" />
        <source>No call on this file moved data (only opens, stats or closes).</source>
        <translation>このファイルではデータを移動した呼び出しはありません（オープン、stat、クローズのみ）。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracesizeplot.cpp" line="103" />
        <source>%1: %2 calls</source>
        <translation>%1：%2 回</translation>
    </message>
<message>
        <location filename="../../ui/trace/tracesizeplot.h" line="16" />
        <source>Call sizes</source>
        <translation>呼び出しのサイズ</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TraceStacks</name>
    <message>
        <location filename="../../ui/trace/tracestacks.cpp" line="47" />
        <source>This trace has no call stacks.</source>
        <translation>このトレースにはコールスタックがありません。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracestacks.cpp" line="52" />
        <source>Stacks are sampled: the first %1 calls of each file, call kind and call site, then 1 in %2 (1 in %3 for stdio calls), and every call of %4 or more; each sample stands for the calls since the one before it, so the widths add up to the measured totals.</source>
        <translation>スタックはサンプリングです：ファイル・呼び出しの種類・呼び出し位置ごとに最初の %1 回、その後は %2 回に 1 回（stdio の呼び出しは %3 回に 1 回）、さらに %4 以上かかった呼び出しはすべて。各サンプルは前のサンプル以降の呼び出しを代表するので、幅の合計は測定した合計に一致します。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracestacks.cpp" line="60" />
        <source>Past a thread's first 4,096 first-call samples, 1 in 64 further first calls is sampled: %1 calls on files left without a sample are drawn with stacks sampled at the same call site on other files.</source>
        <translation>スレッドが最初の呼び出しのサンプルを 4,096 個取った後は、さらに最初の呼び出しを 64 回に 1 回だけサンプリングします。サンプルのないファイルでの %1 回の呼び出しは、同じ呼び出し位置で他のファイルについてサンプリングされたスタックで描いています。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracestacks.cpp" line="67" />
        <source>%1 calls have no stored sample and are not drawn.</source>
        <translation>%1 回の呼び出しには保存されたサンプルがなく、描かれていません。</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TraceTimelinePlot</name>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="26" />
        <source>Reset zoom</source>
        <translation>ズームをリセット</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="27" />
        <source>Only the selected file</source>
        <translation>選んだファイルだけ</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="53" />
        <source>Time since the program started [ms]</source>
        <translation>プログラム開始からの時間 [ms]</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="56" />
        <source>This trace kept no events for the time line.</source>
        <translation>このトレースにはタイムライン用のイベントがありません。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="96" />
        <source>%1 thread %2</source>
        <translation>%1 スレッド %2</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="159" />
        <source>stopwatch zone</source>
        <translation>ストップウォッチ区間</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="182" />
        <source>Process and thread</source>
        <translation>プロセスとスレッド</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="185" />
        <source>Time since the program started [%1]</source>
        <translation>プログラム開始からの時間 [%1]</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="196" />
        <source>One lane per thread; each interval is a run of calls of one kind on one file, each beginning where the one before ended (a thread's runs on two files may overlap in time: they then share the lane's height). The dashed line is the program's wall time.</source>
        <translation>スレッドごとに 1 レーン。各区間は 1 つのファイルに対する同じ種類の呼び出しの連なりで、それぞれ直前の呼び出しが終わった位置から始まります（あるスレッドの 2 つのファイルへの連なりは時間が重なることがあり、そのときはレーンの高さを分け合います）。破線はプログラムの経過時間です。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="201" />
        <source>%1 events not kept: the threads' event logs were full; their calls are in the totals.</source>
        <translation>%1 個のイベントは保持されていません。スレッドのイベントログが一杯でした。それらの呼び出しは合計には含まれています。</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="221" />
        <source>&lt;b&gt;zone %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;区間 %1&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="222" />
        <source>&lt;b&gt;%1 × %2&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1 × %2&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="226" />
        <source>%1 from %2</source>
        <translation>%2 から %1</translation>
    </message>
<message>
        <location filename="../../ui/trace/tracetimelineplot.h" line="22" />
        <source>Time line</source>
        <translation>タイムライン</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TraceZoneModel</name>
    <message>
        <location filename="../../ui/trace/tracezonemodel.cpp" line="76" />
        <source>%1 of %2</source>
        <translation>%2 の %1</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracezonemodel.cpp" line="137" />
        <source>Zone</source>
        <translation>区間</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracezonemodel.cpp" line="139" />
        <source>Process</source>
        <translation>プロセス</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracezonemodel.cpp" line="141" />
        <source>Times</source>
        <translation>回数</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracezonemodel.cpp" line="143" />
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracezonemodel.cpp" line="145" />
        <source>In I/O calls</source>
        <translation>I/O 呼び出しの中</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracezonemodel.cpp" line="147" />
        <source>Of which</source>
        <translation>その内訳</translation>
    </message>
</context>
<context>
    <name>iolens::ui::UserCodeBar</name>
    <message>
        <location filename="../../ui/trace/usercodebar.cpp" line="15" />
        <source>Count as before</source>
        <translation>元どおりに数える</translation>
    </message>
    <message>
        <location filename="../../ui/trace/usercodebar.cpp" line="19" />
        <source>Only the rules decide again which code is yours: the program and its own libraries, not the system's libraries and runtimes</source>
        <translation>どのコードが自分のものかを、再び規則だけで決めます：プログラムとその独自のライブラリであり、システムのライブラリやランタイムではありません</translation>
    </message>
    <message>
        <location filename="../../ui/trace/usercodebar.cpp" line="37" />
        <source>Also counted as your code: %1. The findings name lines there.</source>
        <translation>自分のコードとしても数えています：%1。所見はそこの行を挙げます。</translation>
    </message>
</context>
<context>
    <name>iolens::ui::Presets</name>
    <message>
        <location filename="../../ui/presets.cpp" line="42" />
        <source>Article 000: copying a file</source>
        <translation>記事 000: ファイルのコピー</translation>
    </message>
    <message>
        <location filename="../../ui/presets.cpp" line="46" />
        <source>Article 002: reading text</source>
        <translation>記事 002: テキストの読み込み</translation>
    </message>
    <message>
        <location filename="../../ui/presets.cpp" line="50" />
        <source>Article 001: parallel line reading</source>
        <translation>記事 001: 並列の行読み込み</translation>
    </message>
    <message>
        <location filename="../../ui/presets.cpp" line="53" />
        <source>Article 004: the CSV merge</source>
        <translation>記事 004: CSV のマージ</translation>
    </message>
    <message>
        <location filename="../../ui/presets.cpp" line="57" />
        <source>Article 002: watching a file</source>
        <translation>記事 002: ファイルの変更検知</translation>
    </message>
    <message>
        <location filename="../../ui/presets.cpp" line="59" />
        <source>Article 004: server round trips</source>
        <translation>記事 004: サーバーとの往復</translation>
    </message>
    <message>
        <location filename="../../ui/presets.cpp" line="62" />
        <source>Reference tools: cp, cat, dd, wc, fio</source>
        <translation>基準ツール: cp, cat, dd, wc, fio</translation>
    </message>
    <message>
        <location filename="../../ui/presets.cpp" line="66" />
        <source>The articles' Java next to C++</source>
        <translation>記事の Java と C++ の比較</translation>
    </message>
    <message>
        <location filename="../../ui/presets.cpp" line="72" />
        <source>Kernel copies</source>
        <translation>カーネル内コピー</translation>
    </message>
    <message>
        <location filename="../../ui/presets.cpp" line="76" />
        <source>Everything fast</source>
        <translation>速いものすべて</translation>
    </message>
</context>
<context>
    <name>iolens::ui::Session</name>
    <message>
        <location filename="../../ui/session.cpp" line="27" />
        <source>Cannot write the session '%1': %2.</source>
        <translation>セッション '%1' を書き込めません: %2。</translation>
    </message>
    <message>
        <location filename="../../ui/session.cpp" line="38" />
        <source>'%1' is not a regular file, so it cannot be an iolens session.</source>
        <translation>'%1' は通常のファイルではないため、iolens のセッションではありえません。</translation>
    </message>
    <message>
        <location filename="../../ui/session.cpp" line="45" />
        <source>'%1' is too large to be an iolens session (%2; the limit is %3).</source>
        <translation>'%1' は iolens のセッションとしては大きすぎます（%2、上限は %3）。</translation>
    </message>
    <message>
        <location filename="../../ui/session.cpp" line="54" />
        <source>Cannot open the session '%1': %2.</source>
        <translation>セッション '%1' を開けません: %2。</translation>
    </message>
    <message>
        <location filename="../../ui/session.cpp" line="64" />
        <source>'%1' is not a valid iolens session: %2</source>
        <translation>'%1' は有効な iolens セッションではありません: %2</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TracePageHost</name>
    <message>
        <location filename="../../ui/tracepagehost.h" line="19" />
        <source>Trace a program</source>
        <translation>プログラムをトレース</translation>
    </message>
    <message>
        <location filename="../../ui/tracepagehost.h" line="20" />
        <source>Run your own program and see where its I/O time goes</source>
        <translation>自分のプログラムを実行し、I/O の時間がどこで使われているかを見ます</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../../app/gui/main.cpp" line="171" />
        <source>Desktop I/O profiler: where does the I/O time go?</source>
        <translation>デスクトップ I/O プロファイラ：I/O の時間はどこに使われているか？</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="175" />
        <source>The file to run strategies on, or a saved session or trace to open.</source>
        <translation>戦略を実行するファイル、または開く保存済みのセッションかトレース。</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="177" />
        <source>Check the strategies of a preset, e.g. "Article 000: copying a file".</source>
        <translation>プリセットの戦略にチェックを入れる（例: "Article 000: copying a file"）。</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="179" />
        <source>Start a run at once.</source>
        <translation>すぐに実行を開始する。</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="181" />
        <source>After the run, save a PNG of the window per plot tab into DIR and quit.</source>
        <translation>実行後、グラフのタブごとにウィンドウの PNG を DIR に保存して終了する。</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="184" />
        <source>Read and write settings in this ini file instead of the user's.</source>
        <translation>ユーザーの設定の代わりにこの ini ファイルで設定を読み書きする。</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="187" />
        <source>After the run, select this strategy (for --screenshot).</source>
        <translation>実行後、この戦略を選択する（--screenshot 用）。</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="190" />
        <source>After the run, also run the CSV-merge scenario with N iterations (for --screenshot).</source>
        <translation>実行後、CSV マージのシナリオも N 回の反復で実行する（--screenshot 用）。</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="194" />
        <source>After the run, also run the default buffer sweep (for --screenshot).</source>
        <translation>実行後、既定のバッファスイープも実行する（--screenshot 用）。</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="196" />
        <source>Show the Trace page and trace this command (split like a shell would).</source>
        <translation>トレースのページを表示し、このコマンドをトレースします（シェルと同じように分割します）。</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="199" />
        <source>Show the Course page at this step, e.g. 000.bulk (with --screenshot: run it with the first prediction, save it and its chapter's summary, and quit).</source>
        <translation>コースのページをこのステップで表示する（例: 000.bulk）。--screenshot と一緒なら、最初の予想で実行し、その画面と章のまとめを保存して終了する。</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="204" />
        <source>Show the Trace page with Attach to process… open and this process chosen (with --screenshot: save the dialog, record the process for 2 s, save the trace's tabs and quit).</source>
        <translation>「トレース」ページで「プロセスにアタッチ…」を開き、このプロセスを選びます（--screenshot と一緒なら: ダイアログを保存し、プロセスを 2 秒記録し、トレースのタブを保存して終了）。</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="209" />
        <source>Use a dark palette (Fusion style).</source>
        <translation>暗い配色を使う（Fusion スタイル）。</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="241" />
        <source>Removed a directory left by an iolens run that ended without cleaning up (%1 freed): %2.</source>
        <translation>後片付けをせずに終わった iolens の実行が残したディレクトリを削除しました（%1 を解放）: %2。</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="244" />
        <source>Removed %1 directories left by iolens runs that ended without cleaning up (%2 freed): %3.</source>
        <translation>後片付けをせずに終わった iolens の実行が残したディレクトリ %1 個を削除しました（%2 を解放）: %3。</translation>
    </message>
</context>
</TS>