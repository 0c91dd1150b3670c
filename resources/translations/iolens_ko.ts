<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="ko_KR">
<context>
    <name>iolens::ui::CompareDialog</name>
    <message>
        <location filename="../../ui/comparedialog.cpp" line="31" />
        <source>Compare sessions</source>
        <translation>세션 비교</translation>
    </message>
    <message>
        <location filename="../../ui/comparedialog.cpp" line="45" />
        <source>Before — %1&lt;br&gt;After — %2&lt;br&gt;Speed-up = median before / median after: above 1 the after session is faster.</source>
        <translation>이전 — %1&lt;br&gt;이후 — %2&lt;br&gt;속도 향상 = 이전 중앙값 / 이후 중앙값: 1보다 크면 이후 세션이 더 빠릅니다.</translation>
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
        <translation>전략</translation>
    </message>
    <message>
        <location filename="../../ui/comparemodel.cpp" line="111" />
        <source>Median before</source>
        <translation>중앙값(이전)</translation>
    </message>
    <message>
        <location filename="../../ui/comparemodel.cpp" line="113" />
        <source>Median after</source>
        <translation>중앙값(이후)</translation>
    </message>
    <message>
        <location filename="../../ui/comparemodel.cpp" line="115" />
        <source>Δ median</source>
        <translation>중앙값 차이</translation>
    </message>
    <message>
        <location filename="../../ui/comparemodel.cpp" line="117" />
        <source>Speed-up</source>
        <translation>속도 향상</translation>
    </message>
    <message>
        <location filename="../../ui/comparemodel.cpp" line="119" />
        <source>MiB/s before</source>
        <translation>MiB/s(이전)</translation>
    </message>
    <message>
        <location filename="../../ui/comparemodel.cpp" line="121" />
        <source>MiB/s after</source>
        <translation>MiB/s(이후)</translation>
    </message>
</context>
<context>
    <name>iolens::ui::ControlPanel</name>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="42" />
        <source>Workload</source>
        <translation>워크로드</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="45" />
        <source>Choose file…</source>
        <translation>파일 선택…</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="46" />
        <source>Generate…</source>
        <translation>생성…</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="47" />
        <source>Recent</source>
        <translation>최근</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="60" />
        <source>Strategies</source>
        <translation>전략</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="61" />
        <source>Preset…</source>
        <translation>프리셋…</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="80" />
        <source>Run settings</source>
        <translation>실행 설정</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="85" />
        <source>warm (file pre-read into the page cache)</source>
        <translation>웜 (페이지 캐시에 미리 읽음)</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="86" />
        <source>cold (evicted before every run)</source>
        <translation>콜드 (매 실행 전 캐시에서 제거)</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="88" />
        <source>system temp dir</source>
        <translation>시스템 임시 디렉터리</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="96" />
        <source>Repetitions:</source>
        <translation>반복 횟수:</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="97" />
        <source>Warm-up runs:</source>
        <translation>워밍업 횟수:</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="98" />
        <source>Cache:</source>
        <translation>캐시:</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="99" />
        <source>Out dir:</source>
        <translation>출력 디렉터리:</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="100" />
        <source>Baseline:</source>
        <translation>기준:</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="121" />
        <source>No file chosen yet.</source>
        <translation>아직 파일을 선택하지 않았습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="161" />
        <source>Cannot use this file</source>
        <translation>이 파일을 사용할 수 없습니다</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="173" />
        <source>%1 It was removed from the Recent list.</source>
        <translation>%1 '최근' 목록에서 삭제했습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="184" />
        <source>File to run the strategies on</source>
        <translation>전략을 실행할 파일</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="191" />
        <source>Directory for scratch files</source>
        <translation>임시 파일 디렉터리</translation>
    </message>
</context>
<context>
    <name>iolens::ui::DistributionPlot</name>
    <message>
        <location filename="../../ui/distributionplot.cpp" line="30" />
        <source>Boxes span the middle half of the repetitions (quartiles) with the median as a line; whiskers reach 1.5 × the box; every run is a dot. Wide boxes or stray dots mean noise: compare with the 99.9 % error in the table.</source>
        <translation>상자는 반복의 가운데 절반(사분위수), 선은 중앙값, 수염은 상자의 1.5배까지, 점은 각 실행입니다. 상자가 넓거나 점이 흩어지면 잡음입니다: 표의 99.9 % 오차와 비교하세요.</translation>
    </message>
    <message>
        <location filename="../../ui/distributionplot.cpp" line="47" />
        <source>quartiles and median</source>
        <translation>사분위수와 중앙값</translation>
    </message>
    <message>
        <location filename="../../ui/distributionplot.cpp" line="59" />
        <source>one repetition</source>
        <translation>1회 실행</translation>
    </message>
    <message>
        <location filename="../../ui/distributionplot.cpp" line="103" />
        <source>Wall time per repetition [%1]</source>
        <translation>반복당 경과 시간 [%1]</translation>
    </message>
    <message>
        <location filename="../../ui/distributionplot.cpp" line="132" />
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 runs: median %3, min %4, max %5&lt;br&gt;mean %6 ± %7 (99.9 %), CV %8 %</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2회: 중앙값 %3, 최소 %4, 최대 %5&lt;br&gt;평균 %6 ± %7 (99.9 %), 변동계수 %8 %</translation>
    </message>
<message>
        <location filename="../../ui/distributionplot.h" line="13" />
        <source>Distribution</source>
        <translation>분포</translation>
    </message>
</context>
<context>
    <name>iolens::ui::GenerateDialog</name>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="33" />
        <source>Generate test file</source>
        <translation>테스트 파일 생성</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="34" />
        <source>Random bytes (copy)</source>
        <translation>무작위 바이트 (복사용)</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="35" />
        <source>Text lines (read, lookup)</source>
        <translation>텍스트 줄 (읽기, 조회용)</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="36" />
        <source>Zeros, allocated</source>
        <translation>0으로 채움 (할당됨)</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="37" />
        <source>Sparse (a hole, like the article's setLength)</source>
        <translation>희소 파일 (글의 setLength처럼 구멍)</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="38" />
        <source>Bytes, or with K/M/G meaning KiB/MiB/GiB: 64M = 67108864 bytes</source>
        <translation>바이트 수 또는 K/M/G(KiB/MiB/GiB): 64M = 67108864바이트</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="41" />
        <source> bytes</source>
        <translation> 바이트</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="42" />
        <source>ASCII</source>
        <translation>ASCII</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="43" />
        <source>UTF-8 with Japanese and Korean</source>
        <translation>일본어와 한국어가 섞인 UTF-8</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="48" />
        <source>Browse…</source>
        <translation>찾아보기…</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="55" />
        <source>Generate</source>
        <translation>생성</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="58" />
        <source>Kind:</source>
        <translation>종류:</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="59" />
        <source>Size:</source>
        <translation>크기:</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="60" />
        <source>Average line length:</source>
        <translation>평균 줄 길이:</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="61" />
        <source>Characters:</source>
        <translation>문자:</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="62" />
        <source>File:</source>
        <translation>파일:</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="97" />
        <source>Test file</source>
        <translation>테스트 파일</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="107" />
        <source>'%1' is not a size: use bytes or K/M/G (KiB/MiB/GiB), e.g. 64M.</source>
        <translation>'%1'은(는) 크기가 아닙니다. 바이트 수나 K/M/G(KiB/MiB/GiB)를 쓰세요 (예: 64M).</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="115" />
        <source>'%1' exists. Replace it?</source>
        <translation>'%1'이(가) 이미 있습니다. 바꿀까요?</translation>
    </message>
</context>
<context>
    <name>iolens::ui::HotspotView</name>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="44" />
        <location filename="../../ui/hotspotview.cpp" line="117" />
        <source>Run v1–v4</source>
        <translation>v1–v4 실행</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="49" />
        <source>iterations: </source>
        <translation>반복: </translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="50" />
        <source>The article ran 10,000; v1 then takes minutes on a slow disk.</source>
        <translation>글에서는 10,000회. 느린 디스크에서는 v1이 몇 분 걸립니다.</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="51" />
        <source>scenario.csv-merge (article 004)</source>
        <translation>scenario.csv-merge (글 004)</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="81" />
        <source>1 total</source>
        <translation>1 전체</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="82" />
        <source>2 print</source>
        <translation>2 출력</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="82" />
        <source>3 read test1</source>
        <translation>3 test1 읽기</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="83" />
        <source>4 write</source>
        <translation>4 쓰기</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="83" />
        <source>5 read test2</source>
        <translation>5 test2 읽기</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="84" />
        <source>6 write</source>
        <translation>6 쓰기</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="84" />
        <source>7 open</source>
        <translation>7 열기</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="85" />
        <source>8 close</source>
        <translation>8 닫기</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="95" />
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="153" />
        <source>Stopwatch</source>
        <translation>스톱워치</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="155" />
        <source>%1 [ms]</source>
        <translation>%1 [ms]</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="156" />
        <source>article v1 [ms]</source>
        <translation>글 v1 [ms]</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="159" />
        <source>Article 004's measurement before any fix: 10,000 iterations, in ms</source>
        <translation>글 004의 개선 전 측정: 10,000회, 밀리초</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="210" />
        <source>Stopwatch section</source>
        <translation>스톱워치 구간</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="211" />
        <source>Total time [ms] (log scale)</source>
        <translation>총 시간 [ms] (로그 눈금)</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="219" />
        <source>Press "Run v1–v4" to run article 004's program in its four variants.</source>
        <translation>"v1–v4 실행"을 누르면 글 004의 프로그램을 네 가지 버전으로 실행합니다.</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="220" />
        <source>StopwatchUtil sections: 1 total, 2 print, 3 read test1, 4 write, 5 read test2, 6 write, 7 open, 8 close. v2 merges the two writes, v3 opens the writer once, v4 indexes the reads too. Log scale: each step removes a hotspot.</source>
        <translation>StopwatchUtil 구간: 1 전체, 2 출력, 3 test1 읽기, 4 쓰기, 5 test2 읽기, 6 쓰기, 7 열기, 8 닫기. v2는 두 번의 쓰기를 합치고, v3는 writer를 한 번만 열고, v4는 읽기도 색인합니다. 로그 눈금: 단계마다 핫스폿이 하나씩 사라집니다.</translation>
    </message>
<message>
        <location filename="../../ui/hotspotview.h" line="24" />
        <source>Hotspot</source>
        <translation>핫스폿</translation>
    </message>
</context>
<context>
    <name>iolens::ui::LessonPane</name>
    <message>
        <location filename="../../ui/lessonpane.cpp" line="36" />
        <source>&lt;h3&gt;Lessons&lt;/h3&gt;&lt;p&gt;Select a strategy in the list, the table or a plot to read what it does, what it costs and what the source articles measured.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;해설&lt;/h3&gt;&lt;p&gt;목록, 표, 그래프에서 전략을 고르면 무엇을 하는지, 비용은 얼마인지, 원문 글이 무엇을 측정했는지 보여 줍니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/lessonpane.cpp" line="43" />
        <source>family %1</source>
        <translation>패밀리 %1</translation>
    </message>
    <message>
        <location filename="../../ui/lessonpane.cpp" line="48" />
        <source>What it does</source>
        <translation>하는 일</translation>
    </message>
    <message>
        <location filename="../../ui/lessonpane.cpp" line="49" />
        <source>Java API it mirrors</source>
        <translation>대응하는 Java API</translation>
    </message>
    <message>
        <location filename="../../ui/lessonpane.cpp" line="50" />
        <source>Cost model</source>
        <translation>비용 모델</translation>
    </message>
    <message>
        <location filename="../../ui/lessonpane.cpp" line="51" />
        <source>How it is timed</source>
        <translation>측정 방법</translation>
    </message>
    <message>
        <location filename="../../ui/lessonpane.cpp" line="53" />
        <source>Not available here</source>
        <translation>여기서는 사용할 수 없음</translation>
    </message>
    <message>
        <location filename="../../ui/lessonpane.cpp" line="55" />
        <source>What the article measured</source>
        <translation>글의 측정 결과</translation>
    </message>
    <message>
        <location filename="../../ui/lessonpane.cpp" line="60" />
        <source>How iolens does it</source>
        <translation>iolens의 구현</translation>
    </message>
</context>
<context>
    <name>iolens::ui::MainWindow</name>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="66" />
        <source>iolens — where does the I/O time go?</source>
        <translation>iolens — I/O 시간은 어디로 가는가?</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="192" />
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="193" />
        <source>Generate test file…</source>
        <translation>테스트 파일 생성…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="195" />
        <source>&amp;Open session…</source>
        <translation>세션 열기(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="197" />
        <source>&amp;Save session…</source>
        <translation>세션 저장(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="199" />
        <source>&amp;Compare with session…</source>
        <translation>세션과 비교(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="201" />
        <source>Export table as CSV…</source>
        <translation>표를 CSV로 내보내기…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="202" />
        <source>Export table as JSON…</source>
        <translation>표를 JSON으로 내보내기…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="203" />
        <source>Export plot as PNG/PDF…</source>
        <translation>그래프를 PNG/PDF로 내보내기…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="205" />
        <source>&amp;Quit</source>
        <translation>끝내기(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="208" />
        <location filename="../../ui/mainwindow.cpp" line="209" />
        <source>&amp;Run</source>
        <translation>실행(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="216" />
        <source>Run the checked strategies (Ctrl+R)</source>
        <translation>선택한 전략 실행 (Ctrl+R)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="217" />
        <source>&amp;Cancel</source>
        <translation>취소(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="226" />
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="228" />
        <source>Language</source>
        <translation>언어</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="231" />
        <source>System default</source>
        <translation>시스템 기본값</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="240" />
        <source>The language changes the next time iolens starts.</source>
        <translation>언어는 다음에 iolens를 시작할 때 바뀝니다.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="244" />
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="245" />
        <source>&amp;About iolens</source>
        <translation>iolens 정보(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="246" />
        <source>About iolens</source>
        <translation>iolens 정보</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="247" />
        <source>&lt;h3&gt;iolens %1&lt;/h3&gt;&lt;p&gt;Runs many ways of copying, reading and writing a file, times every phase with stopwatches and shows where the time goes.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;iolens %1&lt;/h3&gt;&lt;p&gt;파일을 복사하고 읽고 쓰는 여러 방법을 실행하고, 단계마다 스톱워치로 측정해 시간이 어디에 쓰이는지 보여 줍니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="252" />
        <source>Main</source>
        <translation>기본</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="267" />
        <source>Pages</source>
        <translation>페이지</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="517" />
        <location filename="../../ui/mainwindow.cpp" line="532" />
        <source>Open session</source>
        <translation>세션 열기</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="517" />
        <location filename="../../ui/mainwindow.cpp" line="547" />
        <source>iolens sessions (*.json);;All files (*)</source>
        <translation>iolens 세션 (*.json);;모든 파일 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="543" />
        <location filename="../../ui/mainwindow.cpp" line="559" />
        <source>Compare</source>
        <translation>비교</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="543" />
        <source>Run or open a session first: it becomes the "after" side.</source>
        <translation>먼저 실행하거나 세션을 여세요: 그것이 "이후" 쪽이 됩니다.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="547" />
        <source>Session to compare against (before)</source>
        <translation>비교할 세션 (이전)</translation>
    </message>
    </context>
<context>
    <name>iolens::ui::MetricPlot</name>
    <message>
        <location filename="../../ui/metricplot.cpp" line="20" />
        <source>File bytes divided by the median wall time. MiB = 2^20 bytes.</source>
        <translation>파일 바이트 수 ÷ 경과 시간 중앙값. MiB = 2^20바이트.</translation>
    </message>
    <message>
        <location filename="../../ui/metricplot.cpp" line="21" />
        <source>Read- and write-class system calls of the median run, from /proc/thread-self/io (log scale): each call costs a kernel entry, so fewer calls usually means faster.</source>
        <translation>중앙값 실행의 읽기·쓰기 계열 시스템 호출 수 (/proc/thread-self/io, 로그 눈금). 호출마다 커널에 들어가므로 호출이 적을수록 대개 빠릅니다.</translation>
    </message>
    <message>
        <location filename="../../ui/metricplot.cpp" line="27" />
        <source>Throughput</source>
        <translation>처리량</translation>
    </message>
    <message>
        <location filename="../../ui/metricplot.cpp" line="27" />
        <source>Calls</source>
        <translation>호출</translation>
    </message>
    <message>
        <location filename="../../ui/metricplot.cpp" line="67" />
        <source>System calls per run (median run, log scale)</source>
        <translation>실행당 시스템 호출 (중앙값 실행, 로그 눈금)</translation>
    </message>
    <message>
        <location filename="../../ui/metricplot.cpp" line="74" />
        <source>Throughput [MiB/s] (MiB = 2^20 bytes)</source>
        <translation>처리량 [MiB/s] (MiB = 2^20바이트)</translation>
    </message>
    <message>
        <location filename="../../ui/metricplot.cpp" line="107" />
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 MiB/s (median %3)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 MiB/s (중앙값 %3)</translation>
    </message>
    <message>
        <location filename="../../ui/metricplot.cpp" line="110" />
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 system calls in the median run</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;중앙값 실행에서 시스템 호출 %2회</translation>
    </message>
</context>
<context>
    <name>iolens::ui::PhasesPlot</name>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="19" />
        <source>Logarithmic time axis</source>
        <translation>시간 축 로그 눈금</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="24" />
        <source>Each bar is one strategy; each segment the median time of one phase over the repetitions. Phases of worker threads are summed, so a parallel strategy's bar can be longer than its wall time.</source>
        <translation>막대 하나가 전략 하나, 구간은 각 단계의 시간(반복의 중앙값)입니다. 작업 스레드의 단계는 합산되므로 병렬 전략의 막대는 경과 시간보다 길 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="115" />
        <source>Median time per phase [%1]</source>
        <translation>단계별 시간 중앙값 [%1]</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="160" />
        <source>median wall time %1, %2 runs</source>
        <translation>경과 시간 중앙값 %1, %2회</translation>
    </message>
<message>
        <location filename="../../ui/phasesplot.h" line="17" />
        <source>Phases</source>
        <translation>단계</translation>
    </message>
</context>
<context>
    <name>iolens::ui::PlotView</name>
    <message>
        <location filename="../../ui/plotview.cpp" line="75" />
        <source>Cannot export to '%1': choose a file name ending in .png or .pdf.</source>
        <translation>'%1'(으)로 내보낼 수 없습니다: .png 또는 .pdf로 끝나는 이름을 고르세요.</translation>
    </message>
    <message>
        <location filename="../../ui/plotview.cpp" line="98" />
        <source>Could not write '%1'.</source>
        <translation>'%1'에 쓰지 못했습니다.</translation>
    </message>
</context>
<context>
    <name>iolens::ui::ResultsModel</name>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="186" />
        <source>yes</source>
        <translation>예</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="186" />
        <source>NO</source>
        <translation>아니요</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="224" />
        <source>99.9 % confidence half-width of the mean (Student t), as JMH's "Error"</source>
        <translation>평균의 99.9 % 신뢰구간 반폭 (Student t), JMH의 "Error"와 같음</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="226" />
        <source>Speed-up against %1: its median divided by this median (&gt; 1 is faster)</source>
        <translation>%1 대비 속도 향상: 그 중앙값 ÷ 이 중앙값 (1보다 크면 빠름)</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="243" />
        <source>System calls of the median run (read-class + write-class, /proc/thread-self/io)</source>
        <translation>중앙값 실행의 시스템 호출 (읽기 계열 + 쓰기 계열, /proc/thread-self/io)</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="245" />
        <source>Bytes passed through read and write calls in the median run (rchar + wchar)</source>
        <translation>중앙값 실행에서 read/write 호출을 거친 바이트 수 (rchar + wchar)</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="247" />
        <source>Growth of resident memory during the median run</source>
        <translation>중앙값 실행 중 상주 메모리 증가</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="249" />
        <source>File bytes / median wall time; MiB = 2^20 bytes</source>
        <translation>파일 바이트 수 / 경과 시간 중앙값, MiB = 2^20바이트</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="252" />
        <source>CPU time of the median run's threads (and child processes). The kernel splits a thread's CPU time into user and system by timer ticks, so a short run can show 0 in one of them.</source>
        <translation>중앙값 실행의 스레드(와 자식 프로세스)의 CPU 시간. 커널은 스레드의 CPU 시간을 타이머 틱 단위로 사용자와 시스템에 나누므로, 짧은 실행에서는 한쪽이 0으로 보일 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="255" />
        <source>What this family measures beyond time, median over the runs: detection latency and missed events (watch), bytes transferred and requests (net), the tool's own figures (ext)</source>
        <translation>시간 외에 이 패밀리가 측정하는 것(실행의 중앙값): 감지 지연과 놓친 이벤트(watch), 전송 바이트와 요청 수(net), 도구 자체의 수치(ext)</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="265" />
        <source>Strategy</source>
        <translation>전략</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="267" />
        <source>Status</source>
        <translation>상태</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="269" />
        <source>Median</source>
        <translation>중앙값</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="271" />
        <source>Error (99.9 %)</source>
        <translation>오차 (99.9 %)</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="273" />
        <source>MiB/s</source>
        <translation>MiB/s</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="275" />
        <source>Calls</source>
        <translation>호출</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="277" />
        <source>I/O bytes</source>
        <translation>I/O 바이트</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="279" />
        <source>CPU user</source>
        <translation>CPU 사용자</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="281" />
        <source>CPU sys</source>
        <translation>CPU 시스템</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="283" />
        <source>Page faults</source>
        <translation>페이지 폴트</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="285" />
        <source>Peak RSS +</source>
        <translation>최대 RSS 증가</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="287" />
        <source>Verified</source>
        <translation>검증</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="289" />
        <source>× vs baseline</source>
        <translation>기준 대비 ×</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="291" />
        <source>Figures</source>
        <translation>지표</translation>
    </message>
</context>
<context>
    <name>iolens::ui::StrategyTree</name>
    <message>
        <location filename="../../ui/strategytree.cpp" line="52" />
        <source>Strategy</source>
        <translation>전략</translation>
    </message>
    <message>
        <location filename="../../ui/strategytree.cpp" line="52" />
        <source>Value</source>
        <translation>값</translation>
    </message>
    <message>
        <location filename="../../ui/strategytree.cpp" line="82" />
        <source>Unsupported here: %1</source>
        <translation>여기서는 지원되지 않음: %1</translation>
    </message>
    <message>
        <location filename="../../ui/strategytree.cpp" line="92" />
        <source>%1 (%2 … %3)</source>
        <translation>%1 (%2 … %3)</translation>
    </message>
    <message>
        <location filename="../../ui/strategytree.cpp" line="187" />
        <source>%1 must lie between %2 and %3.</source>
        <translation>%1은(는) %2에서 %3 사이여야 합니다.</translation>
    </message>
</context>
<context>
    <name>iolens::ui::SweepView</name>
    <message>
        <location filename="../../ui/sweepview.cpp" line="44" />
        <location filename="../../ui/sweepview.cpp" line="74" />
        <source>Run sweep</source>
        <translation>스윕 실행</translation>
    </message>
    <message>
        <location filename="../../ui/sweepview.cpp" line="53" />
        <source>reps: </source>
        <translation>반복: </translation>
    </message>
    <message>
        <location filename="../../ui/sweepview.cpp" line="54" />
        <source>Strategy:</source>
        <translation>전략:</translation>
    </message>
    <message>
        <location filename="../../ui/sweepview.cpp" line="56" />
        <source>buffer from</source>
        <translation>버퍼</translation>
    </message>
    <message>
        <location filename="../../ui/sweepview.cpp" line="58" />
        <source>to</source>
        <translation>부터</translation>
    </message>
    <message>
        <location filename="../../ui/sweepview.cpp" line="71" />
        <source>Cancel sweep</source>
        <translation>스윕 취소</translation>
    </message>
    <message>
        <location filename="../../ui/sweepview.cpp" line="73" />
        <source>Cancel sweep (%1 %)</source>
        <translation>스윕 취소 (%1 %)</translation>
    </message>
    <message>
        <location filename="../../ui/sweepview.cpp" line="78" />
        <source>Throughput of one strategy per buffer size (median of the repetitions; MiB = 2^20 bytes). Tiny buffers pay one system call per few bytes; past a few hundred KiB the curve flattens. A 1-byte sweep of a large file takes minutes.</source>
        <translation>한 전략의 버퍼 크기별 처리량 (반복의 중앙값, MiB = 2^20바이트). 작은 버퍼는 몇 바이트마다 시스템 호출을 치르고, 수백 KiB를 넘으면 곡선이 평평해집니다. 큰 파일을 1바이트부터 스윕하면 몇 분 걸립니다.</translation>
    </message>
    <message>
        <location filename="../../ui/sweepview.cpp" line="121" />
        <source>Choose a range whose end is not below its start.</source>
        <translation>끝이 시작보다 작지 않은 범위를 고르세요.</translation>
    </message>
    <message>
        <location filename="../../ui/sweepview.cpp" line="157" />
        <source>throughput</source>
        <translation>처리량</translation>
    </message>
    <message>
        <location filename="../../ui/sweepview.cpp" line="163" />
        <source>Buffer size [bytes] (log2 axis)</source>
        <translation>버퍼 크기 [바이트] (log2 축)</translation>
    </message>
    <message>
        <location filename="../../ui/sweepview.cpp" line="165" />
        <source>Throughput [MiB/s] (MiB = 2^20 bytes)</source>
        <translation>처리량 [MiB/s] (MiB = 2^20바이트)</translation>
    </message>
    <message>
        <location filename="../../ui/sweepview.cpp" line="190" />
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 MiB/s, median %3, %4 calls</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 MiB/s, 중앙값 %3, 호출 %4회</translation>
    </message>
<message>
        <location filename="../../ui/sweepview.h" line="22" />
        <source>Buffer sweep</source>
        <translation>버퍼 스윕</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TimelinePlot</name>
    <message>
        <location filename="../../ui/timelineplot.cpp" line="32" />
        <source>Reset zoom</source>
        <translation>확대 초기화</translation>
    </message>
    <message>
        <location filename="../../ui/timelineplot.cpp" line="58" />
        <source>Run something to see its threads.</source>
        <translation>실행하면 스레드가 표시됩니다.</translation>
    </message>
    <message>
        <location filename="../../ui/timelineplot.cpp" line="82" />
        <source>&lt;b&gt;%1&lt;/b&gt; — median run %2 of %3, wall time %4, %5 thread(s)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — 중앙값 실행 %2/%3, 경과 시간 %4, 스레드 %5개</translation>
    </message>
    <message>
        <location filename="../../ui/timelineplot.cpp" line="90" />
        <source>One lane per thread of the median run, each phase interval where it happened. Gaps are time in no timed phase: the loop's own work, or the thread waiting for a CPU. Where intervals share a pixel, its height is split by each phase's share of that time; zoom in (wheel) to separate them. The dashed line is the run's wall time.</source>
        <translation>중앙값 실행의 스레드마다 한 레인, 각 단계 구간을 일어난 시각에 그립니다. 빈 곳은 측정 단계 밖의 시간(루프 자체의 작업이나 CPU 대기)입니다. 한 픽셀에 여러 구간이 겹치면 그 시간에서 각 단계가 차지한 비율로 높이를 나눕니다. 휠로 확대하면 나뉘어 보입니다. 점선은 실행의 경과 시간입니다.</translation>
    </message>
    <message>
        <location filename="../../ui/timelineplot.cpp" line="97" />
        <source>Each thread keeps its first %1 intervals; %2 later ones are in the totals but not drawn.</source>
        <translation>각 스레드는 처음 %1개 구간을 보관합니다. 이후의 %2개 구간은 합계에는 들어가지만 그려지지 않습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/timelineplot.cpp" line="103" />
        <source>This run has no recorded intervals (an older report or the uninstrumented build): each lane shows that thread's total time per phase as consecutive segments, in phase order. The dashed line is the run's wall time; lanes that add up to more than it ran in parallel.</source>
        <translation>이 실행에는 구간 기록이 없습니다(오래된 보고서이거나 계측 없는 빌드). 각 레인은 스레드의 단계별 합계 시간을 단계 순서로 이어서 보여 줍니다. 점선은 실행의 경과 시간이며, 그보다 긴 레인은 병렬로 실행되었습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/timelineplot.cpp" line="180" />
        <source>thread %1</source>
        <translation>스레드 %1</translation>
    </message>
    <message>
        <location filename="../../ui/timelineplot.cpp" line="191" />
        <source>Time into the run [%1]</source>
        <translation>실행 시작 후 시간 [%1]</translation>
    </message>
    <message>
        <location filename="../../ui/timelineplot.cpp" line="212" />
        <source>&lt;b&gt;thread %1: %2&lt;/b&gt;&lt;br&gt;%3 from %4 to %5</source>
        <translation>&lt;b&gt;스레드 %1: %2&lt;/b&gt;&lt;br&gt;%3 (%4부터 %5까지)</translation>
    </message>
    <message>
        <location filename="../../ui/timelineplot.cpp" line="235" />
        <source>&lt;b&gt;thread %1: %2&lt;/b&gt;&lt;br&gt;%3 in %4 calls, %5</source>
        <translation>&lt;b&gt;스레드 %1: %2&lt;/b&gt;&lt;br&gt;%3, 호출 %4회, %5</translation>
    </message>
<message>
        <location filename="../../ui/timelineplot.h" line="19" />
        <source>Timeline</source>
        <translation>타임라인</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TraceCompareModel</name>
    <message>
        <location filename="../../ui/trace/tracecomparemodel.cpp" line="101" />
        <source>new</source>
        <translation>새로 생김</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracecomparemodel.cpp" line="103" />
        <source>gone</source>
        <translation>사라짐</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracecomparemodel.cpp" line="106" />
        <source>%1× faster</source>
        <translation>%1배 빠름</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracecomparemodel.cpp" line="107" />
        <source>%1× slower</source>
        <translation>%1배 느림</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracecomparemodel.cpp" line="119" />
        <source>File</source>
        <translation>파일</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracecomparemodel.cpp" line="121" />
        <source>Call</source>
        <translation>호출</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracecomparemodel.cpp" line="123" />
        <source>Calls before</source>
        <translation>호출 수(이전)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracecomparemodel.cpp" line="125" />
        <source>Calls after</source>
        <translation>호출 수(이후)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracecomparemodel.cpp" line="127" />
        <source>Time before</source>
        <translation>시간(이전)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracecomparemodel.cpp" line="129" />
        <source>Time after</source>
        <translation>시간(이후)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracecomparemodel.cpp" line="131" />
        <source>Change</source>
        <translation>변화</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TraceController</name>
    <message>
        <location filename="../../ui/trace/tracecontroller.cpp" line="52" />
        <source>The trace could not be read.</source>
        <translation>추적을 읽을 수 없었습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracecontroller.cpp" line="56" />
        <source>The trace failed for an unknown reason.</source>
        <translation>알 수 없는 이유로 추적에 실패했습니다.</translation>
    </message>
<message>
        <location filename="../../ui/trace/tracejob.cpp" line="33" />
        <source>Cancelled before %1 had started: there is nothing to show.</source>
        <translation>%1이(가) 시작되기 전에 취소되어 보여 줄 것이 없습니다.</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TraceFileModel</name>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="193" />
        <source>Time inside this file's I/O calls, summed over threads</source>
        <translation>이 파일의 I/O 호출 안에서 쓴 시간(모든 스레드의 합)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="196" />
        <source>Size range (histogram bucket) of the smallest or largest call that moved data</source>
        <translation>데이터를 옮긴 호출 중 가장 작은 또는 가장 큰 호출의 크기 범위(히스토그램 구간)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="205" />
        <source>File</source>
        <translation>파일</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="207" />
        <source>Kind</source>
        <translation>종류</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="209" />
        <source>Process</source>
        <translation>프로세스</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="211" />
        <source>Opens</source>
        <translation>열기</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="213" />
        <source>Calls</source>
        <translation>호출</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="215" />
        <source>Time</source>
        <translation>시간</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="217" />
        <source>Read</source>
        <translation>읽기</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="219" />
        <source>Written</source>
        <translation>쓰기</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="221" />
        <source>Smallest call</source>
        <translation>가장 작은 호출</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="223" />
        <source>Largest call</source>
        <translation>가장 큰 호출</translation>
    </message>
<message>
        <location filename="../../ui/trace/traceformat.cpp" line="148" />
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceformat.cpp" line="150" />
        <source>file</source>
        <translation>파일</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceformat.cpp" line="152" />
        <source>directory</source>
        <translation>디렉터리</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceformat.cpp" line="154" />
        <source>socket</source>
        <translation>소켓</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceformat.cpp" line="156" />
        <source>pipe</source>
        <translation>파이프</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceformat.cpp" line="158" />
        <source>terminal</source>
        <translation>터미널</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceformat.cpp" line="160" />
        <source>device</source>
        <translation>장치</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceformat.cpp" line="162" />
        <source>other</source>
        <translation>기타</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceformat.cpp" line="164" />
        <source>missing</source>
        <translation>없음</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TraceFindingsPane</name>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="19" />
        <source>Try the fix on this file</source>
        <translation>이 파일로 수정 시험</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="23" />
        <source>&lt;b&gt;Findings&lt;/b&gt;</source>
        <translation>&lt;b&gt;발견된 패턴&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="33" />
        <source>Runs the strategies that show this pattern and its fix on the traced file, on the Strategies page</source>
        <translation>이 패턴과 그 수정을 보여 주는 전략을 추적한 파일로 '전략' 페이지에서 실행합니다</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="92" />
        <source>&lt;p&gt;Choose a program and press Run. iolens then names the patterns that cost it time (one-byte calls, a file reopened per record, …) and the strategies that show the fix.&lt;/p&gt;</source>
        <translation>&lt;p&gt;프로그램을 고르고 '실행'을 누르세요. iolens가 시간을 잡아먹는 패턴(1바이트씩 하는 호출, 레코드마다 다시 여는 파일 등)과 그 수정을 보여 주는 전략을 알려 줍니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="96" />
        <source>&lt;p&gt;No pattern found: none of the known slow patterns explains a noticeable share of this program's time.&lt;/p&gt;</source>
        <translation>&lt;p&gt;패턴을 찾지 못했습니다. 알려진 느린 패턴 중 어느 것도 이 프로그램 시간의 눈에 띄는 비율을 설명하지 않습니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="102" />
        <source>&lt;p&gt;&lt;b&gt;File:&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;파일:&lt;/b&gt; %1&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="103" />
        <source>&lt;p&gt;&lt;b&gt;Evidence:&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;근거:&lt;/b&gt; %1&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="104" />
        <source>&lt;p&gt;&lt;b&gt;Share:&lt;/b&gt; these calls account for %1 % of the process's wall time.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;비율:&lt;/b&gt; 이 호출들이 프로세스 경과 시간의 %1 %를 차지합니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="107" />
        <source>&lt;p&gt;&lt;b&gt;Stopwatch zone:&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;스톱워치 구간:&lt;/b&gt; %1&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="112" />
        <source>&lt;p&gt;&lt;b&gt;Call sites:&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;호출 위치:&lt;/b&gt; %1&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="114" />
        <source>&lt;p&gt;&lt;b&gt;Lesson:&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;교훈:&lt;/b&gt; %1&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="119" />
        <source>&lt;p&gt;&lt;b&gt;Strategies to try:&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;시험할 전략:&lt;/b&gt; %1&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="140" />
        <source>%1 no longer exists, so the fix cannot be tried on it: run the program again, or choose a similar file on the Strategies page.</source>
        <translation>%1이(가) 더 이상 없으므로 그 파일로 수정을 시험할 수 없습니다. 프로그램을 다시 실행하거나 '전략' 페이지에서 비슷한 파일을 고르세요.</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TracePage</name>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="81" />
        <source>Run</source>
        <translation>실행</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="82" />
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="83" />
        <source>Open trace…</source>
        <translation>추적 열기…</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="84" />
        <source>Save trace…</source>
        <translation>추적 저장…</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="85" />
        <source>Compare with trace…</source>
        <translation>추적과 비교…</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="116" />
        <source>a program in $PATH or its path, e.g. python3</source>
        <translation>$PATH에 있는 프로그램 또는 그 경로(예: python3)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="117" />
        <source>split like a shell would: 'quoted words' stay together; nothing is expanded</source>
        <translation>셸처럼 나눕니다. '따옴표로 묶은 말'은 한데 남고, 아무것도 확장하지 않습니다</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="118" />
        <source>the current directory</source>
        <translation>현재 디렉터리</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="121" />
        <location filename="../../ui/trace/tracepage.cpp" line="123" />
        <source>Browse…</source>
        <translation>찾아보기…</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="128" />
        <source>Recent:</source>
        <translation>최근:</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="134" />
        <source>Program:</source>
        <translation>프로그램:</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="135" />
        <source>Arguments:</source>
        <translation>인수:</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="136" />
        <source>Working directory:</source>
        <translation>작업 디렉터리:</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="139" />
        <source>Run the program under iolens' tracing library and show where its I/O time goes</source>
        <translation>iolens의 추적 라이브러리 아래에서 프로그램을 실행하고 I/O 시간이 어디에 쓰이는지 보여 줍니다</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="145" />
        <source>Compare a saved trace (before a fix) with the one shown (after), per file and call</source>
        <translation>저장한 추적(수정 전)과 보이는 추적(수정 후)을 파일과 호출별로 비교합니다</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="166" />
        <source>Call sites</source>
        <translation>호출 위치</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="168" />
        <source>Stopwatch zones</source>
        <translation>스톱워치 구간</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="171" />
        <source>Processes</source>
        <translation>프로세스</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="173" />
        <location filename="../../ui/trace/tracepage.cpp" line="368" />
        <source>Notices (%1)</source>
        <translation>알림(%1)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="216" />
        <source>Choose a program and press Run: iolens runs it unchanged, records every file and socket call it makes (and its children's), and shows where the time went.</source>
        <translation>프로그램을 고르고 '실행'을 누르세요. iolens는 그것을 바꾸지 않고 실행하여 그 프로그램(과 자식 프로세스)의 파일·소켓 호출을 모두 기록하고, 시간이 어디에 쓰였는지 보여 줍니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="240" />
        <source>Choose a program to trace first.</source>
        <translation>먼저 추적할 프로그램을 고르세요.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="251" />
        <source>The working directory '%1' does not exist or is not a directory.</source>
        <translation>작업 디렉터리 '%1'이(가) 없거나 디렉터리가 아닙니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="266" />
        <source>Tracing %1 …</source>
        <translation>%1 추적 중…</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="276" />
        <source>Cancelling: the program gets SIGTERM, then SIGKILL; what it did so far is still shown.</source>
        <translation>취소 중: 프로그램에 SIGTERM, 그다음 SIGKILL을 보냅니다. 그때까지 한 일은 그래도 보여 줍니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="309" />
        <source>calls %1 · %2 · files %3 · processes %4 · %5</source>
        <translation>호출 %1 · %2 · 파일 %3 · 프로세스 %4 · %5</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="348" />
        <source>was killed by signal %1</source>
        <translation>은(는) 시그널 %1로 강제 종료되었습니다</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="350" />
        <source>exited with status %1</source>
        <translation>은(는) 종료 상태 %1로 끝났습니다</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="355" />
        <source>%1 %2 after %3: %4 files, %5 findings.</source>
        <translation>%1 %2(%3 후): 파일 %4개, 발견된 패턴 %5개.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="374" />
        <source>%1 notices on what the tracing could not see: see the Notices tab.</source>
        <translation>추적이 볼 수 없었던 것에 대한 알림이 %1개 있습니다. '알림' 탭을 보세요.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="417" />
        <source>Program to trace</source>
        <translation>추적할 프로그램</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="424" />
        <source>Working directory</source>
        <translation>작업 디렉터리</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="439" />
        <source>%1
in %2</source>
        <translation>%1
(%2에서)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="457" />
        <source>There is no trace to save yet: run a program first.</source>
        <translation>아직 저장할 추적이 없습니다. 먼저 프로그램을 실행하세요.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="461" />
        <source>Cannot write '%1': %2.</source>
        <translation>'%1'에 쓸 수 없습니다: %2.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="478" />
        <source>Run or open a trace first: it becomes the "after" side.</source>
        <translation>먼저 추적을 실행하거나 여세요. 그것이 '이후' 쪽이 됩니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="488" />
        <source>Compare traces: %1 (before) and the current trace (after)</source>
        <translation>추적 비교: %1(이전)과 현재 추적(이후)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="498" />
        <source>Per file and call kind, processes merged: what the fix changed.</source>
        <translation>파일과 호출 종류별(프로세스는 합침): 수정으로 무엇이 바뀌었는지.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="509" />
        <location filename="../../ui/trace/tracepage.cpp" line="514" />
        <source>Save trace</source>
        <translation>추적 저장</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="509" />
        <source>iolens traces (*.json)</source>
        <translation>iolens 추적 (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="520" />
        <location filename="../../ui/trace/tracepage.cpp" line="525" />
        <source>Open trace</source>
        <translation>추적 열기</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="520" />
        <location filename="../../ui/trace/tracepage.cpp" line="531" />
        <source>iolens traces (*.json);;All files (*)</source>
        <translation>iolens 추적 (*.json);;모든 파일 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="531" />
        <source>Trace to compare against (before)</source>
        <translation>비교할 추적(이전)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="536" />
        <source>Compare traces</source>
        <translation>추적 비교</translation>
    </message>
<message>
        <location filename="../../ui/trace/argsplit.cpp" line="35" />
        <source>The arguments end with a lone backslash: nothing follows it to escape.</source>
        <translation>인수가 홀로 있는 백슬래시로 끝납니다. 그 뒤에 이스케이프할 문자가 없습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/argsplit.cpp" line="46" />
        <source>The arguments have a ' at position %1 that is never closed.</source>
        <translation>인수의 %1번째 글자인 '가 닫히지 않았습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/argsplit.cpp" line="66" />
        <source>The arguments have a " at position %1 that is never closed.</source>
        <translation>인수의 %1번째 글자인 "가 닫히지 않았습니다.</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TracePhasesPlot</name>
    <message>
        <location filename="../../ui/trace/tracephasesplot.cpp" line="35" />
        <source>Each bar is one file as one process saw it; each segment the time inside one kind of call. Time of all threads is summed. Click a bar to select its file.</source>
        <translation>각 막대는 한 프로세스가 본 파일 하나, 각 구간은 한 종류의 호출 안에서 쓴 시간입니다. 모든 스레드의 시간을 합했습니다. 막대를 누르면 그 파일을 고릅니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracephasesplot.cpp" line="52" />
        <source>The program made no file I/O calls that iolens could see.</source>
        <translation>이 프로그램은 iolens가 볼 수 있는 파일 I/O 호출을 하지 않았습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracephasesplot.cpp" line="53" />
        <source>Time in calls [ms]</source>
        <translation>호출 안의 시간 [ms]</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracephasesplot.cpp" line="118" />
        <source>File</source>
        <translation>파일</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracephasesplot.cpp" line="119" />
        <source>Time in calls [%1]</source>
        <translation>호출 안의 시간 [%1]</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracephasesplot.cpp" line="147" />
        <source>%1 in %2 calls</source>
        <translation>호출 %2회에 %1</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracephasesplot.cpp" line="157" />
        <source>%1: %2 calls, %3 (%4 %)</source>
        <translation>%1: %2회, %3(%4 %)</translation>
    </message>
<message>
        <location filename="../../ui/trace/tracephasesplot.h" line="13" />
        <source>Phases</source>
        <translation>단계</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TracePlotView</name>
    <message>
        <location filename="../../ui/trace/traceplotview.cpp" line="36" />
        <source>Choose a program and press Run</source>
        <translation>프로그램을 고르고 '실행'을 누르세요</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TraceProcessModel</name>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="35" />
        <source>exited %1</source>
        <translation>종료 %1</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="37" />
        <source>killed by signal %1</source>
        <translation>시그널 %1로 강제 종료</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="37" />
        <source>ended without exit</source>
        <translation>exit 없이 끝남</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="39" />
        <source>execed</source>
        <translation>exec함</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="40" />
        <source>still running</source>
        <translation>실행 중</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="79" />
        <source>As the kernel counted them (/proc/PID/io), stdio's internal reads and writes included</source>
        <translation>커널이 센 값(/proc/PID/io). stdio 내부의 읽기·쓰기도 포함합니다</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="117" />
        <source>Process</source>
        <translation>프로세스</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="119" />
        <source>Parent</source>
        <translation>부모</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="121" />
        <source>Command</source>
        <translation>명령</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="123" />
        <source>End</source>
        <translation>끝난 방식</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="125" />
        <source>Wall time</source>
        <translation>경과 시간</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="127" />
        <source>In I/O calls</source>
        <translation>I/O 호출 안</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="129" />
        <source>I/O share</source>
        <translation>I/O 비율</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="131" />
        <source>Read system calls</source>
        <translation>read 시스템 호출</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="133" />
        <source>Write system calls</source>
        <translation>write 시스템 호출</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TraceSiteModel</name>
    <message>
        <location filename="../../ui/trace/tracesitemodel.cpp" line="106" />
        <source>Call site</source>
        <translation>호출 위치</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracesitemodel.cpp" line="108" />
        <source>Process</source>
        <translation>프로세스</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracesitemodel.cpp" line="110" />
        <source>Calls</source>
        <translation>호출</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracesitemodel.cpp" line="112" />
        <source>Time</source>
        <translation>시간</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracesitemodel.cpp" line="114" />
        <source>Bytes</source>
        <translation>바이트</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracesitemodel.cpp" line="116" />
        <source>Calls by kind</source>
        <translation>종류별 호출</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TraceSizePlot</name>
    <message>
        <location filename="../../ui/trace/tracesizeplot.cpp" line="16" />
        <source>Bytes moved per call, in power-of-two buckets: a bar in 1 means one-byte calls, the costliest way to move data. The count axis is logarithmic.</source>
        <translation>호출 한 번에 옮긴 바이트 수(2의 거듭제곱 구간). 1의 막대는 1바이트씩 하는 호출로, 데이터를 옮기는 가장 비싼 방법입니다. 횟수 축은 로그 눈금입니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracesizeplot.cpp" line="24" />
        <source>Bytes per call</source>
        <translation>호출당 바이트</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracesizeplot.cpp" line="25" />
        <source>Calls (logarithmic)</source>
        <translation>호출 수(로그)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracesizeplot.cpp" line="43" />
        <source>Select a file in the table to see its call sizes.</source>
        <translation>표에서 파일을 고르면 그 호출 크기를 보여 줍니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracesizeplot.cpp" line="58" />
        <source>No call on this file moved data (only opens, stats or closes).</source>
        <translation>이 파일에서는 데이터를 옮긴 호출이 없습니다(열기, stat, 닫기만).</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracesizeplot.cpp" line="101" />
        <source>%1: %2 calls</source>
        <translation>%1: %2회</translation>
    </message>
<message>
        <location filename="../../ui/trace/tracesizeplot.h" line="14" />
        <source>Call sizes</source>
        <translation>호출 크기</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TraceTimelinePlot</name>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="25" />
        <source>Reset zoom</source>
        <translation>확대 초기화</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="26" />
        <source>Only the selected file</source>
        <translation>선택한 파일만</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="52" />
        <source>Time since the program started [ms]</source>
        <translation>프로그램 시작 후 시간 [ms]</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="54" />
        <source>This trace kept no events for the time line.</source>
        <translation>이 추적에는 타임라인용 이벤트가 없습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="94" />
        <source>%1 thread %2</source>
        <translation>%1 스레드 %2</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="146" />
        <source>stopwatch zone</source>
        <translation>스톱워치 구간</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="161" />
        <source>Process and thread</source>
        <translation>프로세스와 스레드</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="164" />
        <source>Time since the program started [%1]</source>
        <translation>프로그램 시작 후 시간 [%1]</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="175" />
        <source>One lane per thread; each interval is one or more consecutive calls of one kind. The dashed line is the program's wall time.</source>
        <translation>스레드마다 레인 하나. 각 구간은 같은 종류의 연속된 호출 한 번 이상입니다. 점선은 프로그램의 경과 시간입니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="179" />
        <source>%1 events not kept: the threads' event logs were full; their calls are in the totals.</source>
        <translation>이벤트 %1개는 보관하지 않았습니다. 스레드의 이벤트 기록이 가득 찼습니다. 그 호출은 합계에는 들어 있습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="199" />
        <source>&lt;b&gt;zone %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;구간 %1&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="200" />
        <source>&lt;b&gt;%1 × %2&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1 × %2&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="204" />
        <source>%1 from %2</source>
        <translation>%2부터 %1</translation>
    </message>
<message>
        <location filename="../../ui/trace/tracetimelineplot.h" line="20" />
        <source>Time line</source>
        <translation>타임라인</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TraceZoneModel</name>
    <message>
        <location filename="../../ui/trace/tracezonemodel.cpp" line="74" />
        <source>%1 of %2</source>
        <translation>%2의 %1</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracezonemodel.cpp" line="134" />
        <source>Zone</source>
        <translation>구간</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracezonemodel.cpp" line="136" />
        <source>Process</source>
        <translation>프로세스</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracezonemodel.cpp" line="138" />
        <source>Times</source>
        <translation>횟수</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracezonemodel.cpp" line="140" />
        <source>Time</source>
        <translation>시간</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracezonemodel.cpp" line="142" />
        <source>In I/O calls</source>
        <translation>I/O 호출 안</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracezonemodel.cpp" line="144" />
        <source>Of which</source>
        <translation>그중</translation>
    </message>
</context>
<context>
    <name>iolens::ui::Presets</name>
    <message>
        <location filename="../../ui/presets.cpp" line="40" />
        <source>Article 000: copying a file</source>
        <translation>글 000: 파일 복사</translation>
    </message>
    <message>
        <location filename="../../ui/presets.cpp" line="44" />
        <source>Article 002: reading text</source>
        <translation>글 002: 텍스트 읽기</translation>
    </message>
    <message>
        <location filename="../../ui/presets.cpp" line="48" />
        <source>Article 001: parallel line reading</source>
        <translation>글 001: 병렬 줄 읽기</translation>
    </message>
    <message>
        <location filename="../../ui/presets.cpp" line="51" />
        <source>Article 004: the CSV merge</source>
        <translation>글 004: CSV 병합</translation>
    </message>
    <message>
        <location filename="../../ui/presets.cpp" line="55" />
        <source>Article 002: watching a file</source>
        <translation>글 002: 파일 변경 감지</translation>
    </message>
    <message>
        <location filename="../../ui/presets.cpp" line="57" />
        <source>Article 004: server round trips</source>
        <translation>글 004: 서버 왕복</translation>
    </message>
    <message>
        <location filename="../../ui/presets.cpp" line="60" />
        <source>Reference tools: cp, cat, dd, wc, fio</source>
        <translation>기준 도구: cp, cat, dd, wc, fio</translation>
    </message>
    <message>
        <location filename="../../ui/presets.cpp" line="64" />
        <source>The articles' Java next to C++</source>
        <translation>글의 Java와 C++ 비교</translation>
    </message>
    <message>
        <location filename="../../ui/presets.cpp" line="70" />
        <source>Kernel copies</source>
        <translation>커널 복사</translation>
    </message>
    <message>
        <location filename="../../ui/presets.cpp" line="74" />
        <source>Everything fast</source>
        <translation>빠른 것 전부</translation>
    </message>
</context>
<context>
    <name>iolens::ui::Session</name>
    <message>
        <location filename="../../ui/session.cpp" line="25" />
        <location filename="../../ui/session.cpp" line="28" />
        <source>Cannot write the session '%1': %2.</source>
        <translation>세션 '%1'을(를) 쓸 수 없습니다: %2.</translation>
    </message>
    <message>
        <location filename="../../ui/session.cpp" line="39" />
        <source>'%1' is not a regular file, so it cannot be an iolens session.</source>
        <translation>'%1'은(는) 일반 파일이 아니므로 iolens 세션일 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/session.cpp" line="46" />
        <source>'%1' is too large to be an iolens session (%2; the limit is %3).</source>
        <translation>'%1'은(는) iolens 세션으로는 너무 큽니다(%2, 한도는 %3).</translation>
    </message>
    <message>
        <location filename="../../ui/session.cpp" line="55" />
        <source>Cannot open the session '%1': %2.</source>
        <translation>세션 '%1'을(를) 열 수 없습니다: %2.</translation>
    </message>
    <message>
        <location filename="../../ui/session.cpp" line="65" />
        <source>'%1' is not a valid iolens session: %2</source>
        <translation>'%1'은(는) 올바른 iolens 세션이 아닙니다: %2</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../../app/gui/main.cpp" line="87" />
        <source>Desktop I/O profiler: where does the I/O time go?</source>
        <translation>데스크톱 I/O 프로파일러: I/O 시간은 어디에 쓰이는가?</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="91" />
        <source>The file to run strategies on.</source>
        <translation>전략을 실행할 파일.</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="93" />
        <source>Check the strategies of a preset, e.g. "Article 000: copying a file".</source>
        <translation>프리셋의 전략을 선택합니다(예: "Article 000: copying a file").</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="95" />
        <source>Start a run at once.</source>
        <translation>바로 실행을 시작합니다.</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="97" />
        <source>After the run, save a PNG of the window per plot tab into DIR and quit.</source>
        <translation>실행 후 그래프 탭마다 창의 PNG를 DIR에 저장하고 종료합니다.</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="100" />
        <source>Read and write settings in this ini file instead of the user's.</source>
        <translation>사용자 설정 대신 이 ini 파일에서 설정을 읽고 씁니다.</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="103" />
        <source>After the run, select this strategy (for --screenshot).</source>
        <translation>실행 후 이 전략을 선택합니다(--screenshot 용).</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="106" />
        <source>After the run, also run the CSV-merge scenario with N iterations (for --screenshot).</source>
        <translation>실행 후 CSV 병합 시나리오도 N번 반복으로 실행합니다(--screenshot 용).</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="110" />
        <source>After the run, also run the default buffer sweep (for --screenshot).</source>
        <translation>실행 후 기본 버퍼 스윕도 실행합니다(--screenshot 용).</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="112" />
        <source>Show the Trace page and trace this command (split like a shell would).</source>
        <translation>추적 페이지를 보여 주고 이 명령을 추적합니다(셸처럼 나눕니다).</translation>
    </message>
</context>
<context>
    <name>iolens::ui::StrategiesPage</name>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="409" />
        <location filename="../../ui/mainwindow.cpp" line="413" />
        <source>Run</source>
        <translation>실행</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>해설</translation>
    </message>
    <message>
        <source>run</source>
        <translation>실행</translation>
    </message>
    <message>
        <source>Run failed</source>
        <translation>실행 실패</translation>
    </message>
    <message>
        <source>Generating the demo file…</source>
        <translation>데모 파일 생성 중…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="176" />
        <source>Demo file failed: %1</source>
        <translation>데모 파일 실패: %1</translation>
    </message>
    <message>
        <source>Generated a 64 MiB demo file of random bytes; choose your own file any time.</source>
        <translation>64 MiB 무작위 데모 파일을 만들었습니다. 언제든 자신의 파일을 고를 수 있습니다.</translation>
    </message>
    <message>
        <source>Strategies</source>
        <translation>전략</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="333" />
        <location filename="../../ui/mainwindow.cpp" line="341" />
        <location filename="../../ui/mainwindow.cpp" line="345" />
        <source>Try the fix</source>
        <translation>수정 시험</translation>
    </message>
    <message>
        <source>A run is still going: cancel it or wait for it first.</source>
        <translation>아직 실행 중입니다. 먼저 취소하거나 끝날 때까지 기다리세요.</translation>
    </message>
    <message>
        <source>This build of iolens has none of the strategies the finding suggests (%1).</source>
        <translation>이 iolens 빌드에는 발견된 패턴이 권하는 전략(%1)이 하나도 없습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="409" />
        <source>Choose a file first (or wait for the demo file).</source>
        <translation>먼저 파일을 고르세요 (또는 데모 파일을 기다리세요).</translation>
    </message>
    <message>
        <source>Trying %1 on %2.</source>
        <translation>%2에서 %1을(를) 시험하고 있습니다.</translation>
    </message>
    <message>
        <source>Trying %1 on %2, the file the traced program used.</source>
        <translation>추적한 프로그램이 사용한 파일 %2에서 %1을(를) 시험하고 있습니다.</translation>
    </message>
    <message>
        <source>Not in this build: %1.</source>
        <translation>이 빌드에 없는 것: %1.</translation>
    </message>
    <message>
        <source>%1 The demo file is used instead.</source>
        <translation>%1 대신 데모 파일을 사용합니다.</translation>
    </message>
    <message>
        <source>Check at least one strategy.</source>
        <translation>전략을 하나 이상 선택하세요.</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>시작 중…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>취소 중…</translation>
    </message>
    <message>
        <source>warm-up</source>
        <translation>워밍업</translation>
    </message>
    <message>
        <source>rep %1</source>
        <translation>%1회차</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source> — about %1 s left</source>
        <translation> — 약 %1초 남음</translation>
    </message>
    <message>
        <source>iolens — %1 (%2)</source>
        <translation>iolens — %1 (%2)</translation>
    </message>
    <message>
        <source>current</source>
        <translation>현재</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="576" />
        <location filename="../../ui/mainwindow.cpp" line="581" />
        <source>Save session</source>
        <translation>세션 저장</translation>
    </message>
    <message>
        <source>Run something first.</source>
        <translation>먼저 무언가를 실행하세요.</translation>
    </message>
    <message>
        <source>iolens sessions (*.json)</source>
        <translation>iolens 세션 (*.json)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 저장함</translation>
    </message>
    <message>
        <source>Export JSON</source>
        <translation>JSON 내보내기</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>CSV 내보내기</translation>
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
        <translation>내보내기</translation>
    </message>
    <message>
        <source>Cannot write '%1': %2.</source>
        <translation>'%1'에 쓸 수 없습니다: %2.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="612" />
        <source>Export plot</source>
        <translation>그래프 내보내기</translation>
    </message>
    <message>
        <source>PNG image (*.png);;PDF document (*.pdf)</source>
        <translation>PNG 이미지 (*.png);;PDF 문서 (*.pdf)</translation>
    </message>
<message>
        <source>Run iolens' strategies on a file and compare them</source>
        <translation>파일에 iolens의 전략을 실행하고 비교합니다</translation>
    </message>
    </context>
<context>
    <name>iolens::ui::TracePageHost</name>
    <message>
        <source>Trace a program</source>
        <translation>프로그램 추적</translation>
    </message>
    <message>
        <source>Run your own program and see where its I/O time goes</source>
        <translation>자신의 프로그램을 실행하고 I/O 시간이 어디에 쓰이는지 봅니다</translation>
    </message>
    </context>
</TS>