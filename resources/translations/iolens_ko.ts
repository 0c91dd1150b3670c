<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="ko_KR">
<context>
    <name>iolens::ui::AccessMapExport</name>
    <message>
        <location filename="../../ui/trace/accessmapexport.cpp" line="47" />
        <source>%1: the trace has no calls on '%2'.</source>
        <translation>%1: 트레이스에 '%2'에 대한 호출이 없습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapexport.cpp" line="50" />
        <source>%1: the trace recorded no read or write at a known file offset, so there is no access map to draw.</source>
        <translation>%1: 트레이스에 파일 안의 위치를 아는 읽기·쓰기가 기록되지 않아 그릴 액세스 맵이 없습니다.</translation>
    </message>
</context>
<context>
    <name>iolens::ui::AccessMapPlot</name>
    <message>
        <location filename="../../ui/trace/accessmapplot.cpp" line="78" />
        <source>Access map</source>
        <translation>액세스 맵</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapplot.cpp" line="79" />
        <source>Access map of %1</source>
        <translation>%1의 액세스 맵</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapplot.cpp" line="190" />
        <source>%1, sequential runs</source>
        <translation>%1, 연속 호출</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapplot.cpp" line="196" />
        <source>%1, single calls</source>
        <translation>%1, 단발 호출</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapplot.cpp" line="212" />
        <source>read again</source>
        <translation>다시 읽음</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapplot.cpp" line="213" />
        <source>written again</source>
        <translation>다시 씀</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapplot.cpp" line="216" />
        <source>Time since the program started [%1]</source>
        <translation>프로그램 시작 후 시간 [%1]</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapplot.cpp" line="217" />
        <source>Offset in the file [%1]</source>
        <translation>파일 안의 오프셋 [%1]</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapplot.cpp" line="253" />
        <source>&lt;b&gt;%1 × %2&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1 × %2&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapplot.cpp" line="255" />
        <source>%1 at offsets %2 to %3</source>
        <translation>오프셋 %2부터 %3까지 %1</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapplot.cpp" line="259" />
        <source>%1 from %2</source>
        <translation>%2부터 %1</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapplot.cpp" line="263" />
        <source>%1 of it read before</source>
        <translation>그중 %1은(는) 이전에 읽은 범위</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapplot.cpp" line="263" />
        <source>%1 of it written before</source>
        <translation>그중 %1은(는) 이전에 쓴 범위</translation>
    </message>
</context>
<context>
    <name>iolens::ui::AccessMapView</name>
    <message>
        <location filename="../../ui/trace/accessmapview.cpp" line="42" />
        <source>Reset zoom</source>
        <translation>확대 초기화</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapview.cpp" line="43" />
        <source>Save image…</source>
        <translation>이미지 저장…</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapview.cpp" line="46" />
        <source>Save the access map as drawn, as PNG or PDF</source>
        <translation>그려진 그대로의 액세스 맵을 PNG 또는 PDF로 저장</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapview.cpp" line="99" />
        <source>No file in this trace has recorded offsets: its files are sockets or pipes, or the trace was recorded by an iolens older than the access map.</source>
        <translation>이 트레이스에는 오프셋이 기록된 파일이 없습니다: 파일이 소켓이나 파이프이거나, 액세스 맵보다 오래된 iolens로 기록한 트레이스입니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapview.cpp" line="117" />
        <source>%1 (%2): each line is a run of calls that each began where the one before ended, each dot a single call. Wheel to zoom, drag to pan.</source>
        <translation>%1(%2): 선은 각 호출이 앞 호출이 끝난 곳에서 시작한 연속 호출, 점은 단발 호출입니다. 휠로 확대, 드래그로 이동합니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapview.cpp" line="120" />
        <source>No file is selected in the table above: showing %1 (%2), the file with the most I/O time that has recorded offsets.</source>
        <translation>위 표에서 선택한 파일이 없습니다: 오프셋이 기록된 파일 중 I/O 시간이 가장 긴 %1(%2)을(를) 보여 줍니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapview.cpp" line="131" />
        <source>No offsets recorded for %1: it is a %2, which has no file offsets. Choose a regular file in the table above.</source>
        <translation>%1에는 기록된 오프셋이 없습니다: 이것은 %2(이)라 파일 오프셋이 없습니다. 위 표에서 일반 파일을 고르세요.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapview.cpp" line="135" />
        <source>No offsets recorded for %1: its reads and writes were recorded without offsets, by an iolens older than the access map. Trace the program again to see how it walks through the file.</source>
        <translation>%1에는 기록된 오프셋이 없습니다: 그 읽기와 쓰기는 액세스 맵보다 오래된 iolens가 오프셋 없이 기록했습니다. 파일을 어떻게 훑는지 보려면 프로그램을 다시 트레이스하세요.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapview.cpp" line="138" />
        <source>No offsets recorded for %1: the program did not read or write it (it only opened, mapped or looked it up).</source>
        <translation>%1에는 기록된 오프셋이 없습니다: 프로그램이 이 파일을 읽거나 쓰지 않았습니다(열거나 매핑하거나 조회하기만 했습니다).</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapview.cpp" line="151" />
        <source>Reads: %1 read once, %2 read again (ranges read before), whole-file reads: %3, typical call: %4.</source>
        <translation>읽기: 한 번 읽은 양 %1, 다시 읽은 양 %2(이전에 읽은 범위), 파일 전체 읽기: %3번, 대표 호출 크기: %4.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapview.cpp" line="156" />
        <source>Writes: %1 written once, %2 written again (ranges written before), typical call: %3.</source>
        <translation>쓰기: 한 번 쓴 양 %1, 다시 쓴 양 %2(이전에 쓴 범위), 대표 호출 크기: %3.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapview.cpp" line="158" />
        <source>Sequential share: %1 % of the %2 calls with an offset began where the previous read (for a write: the previous write) ended; runs drawn: %3.</source>
        <translation>연속 비율: 오프셋이 있는 호출 %2번 중 %1 %가 직전 읽기(쓰기라면 직전 쓰기)가 끝난 위치에서 시작했습니다. 그린 묶음: %3.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapview.cpp" line="163" />
        <source>Reads and writes without a recorded offset (not drawn): %1.</source>
        <translation>오프셋이 기록되지 않은 읽기·쓰기(그리지 않음): %1번.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapview.cpp" line="170" />
        <source>Nothing to save to %1: no access map is drawn.</source>
        <translation>%1에 저장할 것이 없습니다: 그려진 액세스 맵이 없습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapview.cpp" line="178" />
        <location filename="../../ui/trace/accessmapview.cpp" line="187" />
        <source>Save the access map</source>
        <translation>액세스 맵 저장</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapview.cpp" line="180" />
        <source>PNG image (*.png)</source>
        <translation>PNG 이미지 (*.png)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/accessmapview.cpp" line="180" />
        <source>PDF document (*.pdf)</source>
        <translation>PDF 문서 (*.pdf)</translation>
    </message>
</context>
<context>
    <name>iolens::ui::AttachDialog</name>
    <message>
        <location filename="../../ui/trace/attachdialog.cpp" line="30" />
        <source>Attach to process</source>
        <translation>프로세스에 연결</translation>
    </message>
    <message>
        <location filename="../../ui/trace/attachdialog.cpp" line="36" />
        <source>iolens loads its tracing library into the running process and records its file and socket calls until you press Stop; then it lets the process go on unchanged.</source>
        <translation>iolens는 실행 중인 프로세스에 추적 라이브러리를 불러와 중지를 누를 때까지 파일과 소켓 호출을 기록합니다. 그 뒤 프로세스는 그대로 계속 실행됩니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/attachdialog.cpp" line="40" />
        <source>Filter by process id, user or command line</source>
        <translation>프로세스 ID, 사용자, 명령줄로 거르기</translation>
    </message>
    <message>
        <location filename="../../ui/trace/attachdialog.cpp" line="42" />
        <source>Refresh</source>
        <translation>새로 고침</translation>
    </message>
    <message>
        <location filename="../../ui/trace/attachdialog.cpp" line="65" />
        <source> s</source>
        <translation>초</translation>
    </message>
    <message>
        <location filename="../../ui/trace/attachdialog.cpp" line="66" />
        <source>until I press Stop</source>
        <translation>중지를 누를 때까지</translation>
    </message>
    <message>
        <location filename="../../ui/trace/attachdialog.cpp" line="67" />
        <source>Attach</source>
        <translation>연결</translation>
    </message>
    <message>
        <location filename="../../ui/trace/attachdialog.cpp" line="69" />
        <source>Record:</source>
        <translation>기록:</translation>
    </message>
</context>
<context>
    <name>iolens::ui::CompareDialog</name>
    <message>
        <location filename="../../ui/comparedialog.cpp" line="33" />
        <source>Compare sessions</source>
        <translation>세션 비교</translation>
    </message>
    <message>
        <location filename="../../ui/comparedialog.cpp" line="47" />
        <source>Before — %1&lt;br&gt;After — %2&lt;br&gt;Speed-up = median before / median after: above 1 the after session is faster.</source>
        <translation>이전 — %1&lt;br&gt;이후 — %2&lt;br&gt;속도 향상 = 이전 중앙값 / 이후 중앙값: 1보다 크면 이후 세션이 더 빠릅니다.</translation>
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
        <translation>전략</translation>
    </message>
    <message>
        <location filename="../../ui/comparemodel.cpp" line="113" />
        <source>Median before</source>
        <translation>중앙값(이전)</translation>
    </message>
    <message>
        <location filename="../../ui/comparemodel.cpp" line="115" />
        <source>Median after</source>
        <translation>중앙값(이후)</translation>
    </message>
    <message>
        <location filename="../../ui/comparemodel.cpp" line="117" />
        <source>Δ median</source>
        <translation>중앙값 차이</translation>
    </message>
    <message>
        <location filename="../../ui/comparemodel.cpp" line="119" />
        <source>Speed-up</source>
        <translation>속도 향상</translation>
    </message>
    <message>
        <location filename="../../ui/comparemodel.cpp" line="121" />
        <source>MiB/s before</source>
        <translation>MiB/s(이전)</translation>
    </message>
    <message>
        <location filename="../../ui/comparemodel.cpp" line="123" />
        <source>MiB/s after</source>
        <translation>MiB/s(이후)</translation>
    </message>
</context>
<context>
    <name>iolens::ui::ControlPanel</name>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="45" />
        <source>Workload</source>
        <translation>워크로드</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="48" />
        <source>Choose file…</source>
        <translation>파일 선택…</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="49" />
        <source>Generate…</source>
        <translation>생성…</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="50" />
        <source>Recent</source>
        <translation>최근</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="63" />
        <source>Strategies</source>
        <translation>전략</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="64" />
        <source>Preset…</source>
        <translation>프리셋…</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="83" />
        <source>Run settings</source>
        <translation>실행 설정</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="90" />
        <source>family default</source>
        <translation>패밀리 기본값</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="96" />
        <source>How much work every strategy of a family does: records for write (default 10,000), lookups for lookup (1,000), changes for watch (50). Copy, read and alloc work on the whole file. The results give the time per unit of it.</source>
        <translation>패밀리의 모든 전략이 하는 작업의 양: write는 레코드 수(기본 10,000), lookup은 조회 횟수(1,000), watch는 변경 횟수(50). copy, read, alloc은 파일 전체를 다룹니다. 결과에는 그 단위당 시간이 나옵니다.</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="99" />
        <source>warm (file pre-read into the page cache)</source>
        <translation>웜 (페이지 캐시에 미리 읽음)</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="100" />
        <source>cold (evicted before every run)</source>
        <translation>콜드 (매 실행 전 캐시에서 제거)</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="102" />
        <source>system temp dir</source>
        <translation>시스템 임시 디렉터리</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="117" />
        <source>Repetitions:</source>
        <translation>반복 횟수:</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="118" />
        <source>Warm-up runs:</source>
        <translation>워밍업 횟수:</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="119" />
        <source>Work (records, lookups…):</source>
        <translation>작업량 (레코드, 조회…):</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="120" />
        <source>Cache:</source>
        <translation>캐시:</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="121" />
        <source>Out dir:</source>
        <translation>출력 디렉터리:</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="122" />
        <source>Baseline:</source>
        <translation>기준:</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="143" />
        <source>No file chosen yet.</source>
        <translation>아직 파일을 선택하지 않았습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="183" />
        <source>Cannot use this file</source>
        <translation>이 파일을 사용할 수 없습니다</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="195" />
        <source>%1 It was removed from the Recent list.</source>
        <translation>%1 '최근' 목록에서 삭제했습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="206" />
        <source>File to run the strategies on</source>
        <translation>전략을 실행할 파일</translation>
    </message>
    <message>
        <location filename="../../ui/controlpanel.cpp" line="213" />
        <source>Directory for scratch files</source>
        <translation>임시 파일 디렉터리</translation>
    </message>
</context>
<context>
    <name>Course</name>
    <message>
        <location filename="../../core/course/courseanswer.cpp" line="156" />
        <source>This machine agrees with the article.</source>
        <translation>이 머신의 결과는 글과 일치합니다.</translation>
    </message>
    <message>
        <location filename="../../core/course/courseanswer.cpp" line="159" />
        <source>This machine disagrees with the article.</source>
        <translation>이 머신의 결과는 글과 다릅니다.</translation>
    </message>
    <message>
        <location filename="../../core/course/courseanswer.cpp" line="162" />
        <source>This machine's %1 lies within 15 % of the %2 line between its answer and the article's: it is close to the article's figure, not a disagreement.</source>
        <translation>이 머신의 %1 은(는) 그 답과 글의 답을 가르는 %2 선에서 15 % 이내에 있습니다: 글의 수치에 가깝고, 어긋난 것이 아닙니다.</translation>
    </message>
    <message>
        <location filename="../../core/course/courseanswer.cpp" line="169" />
        <source>This run cannot tell whether this machine agrees with the article.</source>
        <translation>이번 실행으로는 이 머신이 글과 일치하는지 알 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../../core/course/courseanswer.cpp" line="331" />
        <source>%1 cannot run on this machine: %2</source>
        <translation>%1 은(는) 이 머신에서 실행할 수 없습니다: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/course/courseanswer.cpp" line="358" />
        <source>%1 took %2 as long as %3 on this machine (medians %4 against %5, %n runs each).</source>
        <translation><numerusform>이 머신에서 %1 은(는) %3 보다 %2 오래 걸렸습니다 (중앙값 %4 대 %5, 각 %n회).</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/course/courseanswer.cpp" line="413" />
        <source>Fastest here: %1, median %2 (%3 MiB/s, MiB = 2^20 bytes) over %n runs; the runner-up %4 took %5 as long.</source>
        <translation><numerusform>여기서 가장 빠름: %1, %n회 중앙값 %2 (%3 MiB/s, MiB = 2^20 바이트). 2위 %4 은(는) %5 의 시간이 걸렸습니다.</numerusform></translation>
    </message>
    <message>
        <location filename="../../core/course/courseanswer.cpp" line="420" />
        <source>Every median lies within 10 % of the fastest's (the slowest, %1, took %2 as long), and a rank test sets no strategy's runs apart from the fastest's: they are the same within the error.</source>
        <translation>모든 중앙값이 가장 빠른 것의 10 % 이내에 있고 (가장 느린 %1 은(는) %2 의 시간), 순위 검정은 어느 전략의 실행도 가장 빠른 것과 구별하지 못합니다: 오차 범위 안에서 같습니다.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/course/courseanswer.cpp" line="426" />
        <source>The runs of %1 and %2 are apart: a rank test (Mann–Whitney) of their %n runs each gives a %3 chance of runs this far apart if they did not differ, within the 1 % the course asks for.</source>
        <translation><numerusform>%1 과(와) %2 의 실행은 분명히 갈립니다: 각 %n회 실행의 순위 검정(Mann–Whitney)에서 차이가 없는데도 이만큼 갈릴 확률은 %3 로, 이 과정이 요구하는 1 % 이내입니다.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/course/courseanswer.cpp" line="432" />
        <source>%1 cannot be told from %2 in %n runs each: a rank test (Mann–Whitney) gives a %3 chance of runs this far apart if they did not differ, above the 1 % the course asks for. This run does not settle which is faster; run the step again.</source>
        <translation><numerusform>각 %n회 실행으로는 %1 과(와) %2 를 구별할 수 없습니다: 순위 검정(Mann–Whitney)에서 차이가 없는데도 이만큼 갈릴 확률은 %3 로, 이 과정이 요구하는 1 % 를 넘습니다. 이번 실행으로는 어느 쪽이 빠른지 정해지지 않습니다. 단계를 다시 실행하세요.</numerusform></translation>
    </message>
    <message>
        <location filename="../../core/course/courseanswer.cpp" line="495" />
        <source>Stopwatch %1 holds the most time here: %2, %3 of the time in zones 2 to 6.</source>
        <translation>여기서 가장 많은 시간을 쓴 것은 스톱워치 %1 입니다: %2, 구간 2~6 시간의 %3.</translation>
    </message>
    <message>
        <location filename="../../core/course/courseanswer.cpp" line="498" />
        <source>%1 costs the most time in calls here: %2, %3 of the time in calls on the program's three files.</source>
        <translation>여기서 호출 시간이 가장 많은 것은 %1 입니다: %2, 프로그램의 세 파일에 대한 호출 시간의 %3.</translation>
    </message>
    <message>
        <location filename="../../core/course/courseanswer.cpp" line="503" />
        <source>%1 and %2 are within 15 % of each other (%3 against %4): one trace cannot tell which costs more; trace the program again.</source>
        <translation>%1 과(와) %2 는 서로 15 % 이내입니다 (%3 대 %4): 한 번의 트레이스로는 어느 쪽이 더 비싼지 알 수 없습니다. 프로그램을 다시 트레이스하세요.</translation>
    </message>
    <message>
        <location filename="../../core/course/courseanswer.cpp" line="541" />
        <source>The trace's findings name the patterns it saw: %1.</source>
        <translation>트레이스의 발견 사항이 찾은 패턴: %1.</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="30" />
        <source>about 2× (under 4.5×)</source>
        <translation>약 2배 (4.5배 미만)</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="31" />
        <source>about 10× (4.5× to 32×)</source>
        <translation>약 10배 (4.5~32배)</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="32" />
        <source>about 100× (32× to 316×)</source>
        <translation>약 100배 (32~316배)</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="33" />
        <source>about 1,000× or more (316× and up)</source>
        <translation>약 1,000배 이상 (316배 이상)</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="57" />
        <source>Article 000: copying a file</source>
        <translation>글 000: 파일 복사</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="58" />
        <source>Java offers many ways to copy a file: a byte[] loop, buffered streams, readAllBytes, transferTo, Files.copy. The article timed them with JMH and error bars. Predict, run, and see which of its findings hold on this machine.</source>
        <translation>Java에는 파일을 복사하는 방법이 많습니다: byte[] 루프, 버퍼 스트림, readAllBytes, transferTo, Files.copy. 글은 JMH로 오차와 함께 측정했습니다. 예측하고, 실행하고, 글의 결론 중 어느 것이 이 머신에서 성립하는지 확인해 보세요.</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="64" />
        <source>The bulk copies</source>
        <translation>대량 복사</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="65" />
        <source>Which copy is fastest on this machine?</source>
        <translation>이 머신에서 가장 빠른 복사는 무엇일까요?</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="67" />
        <source>a read/write loop with an 8 KiB buffer (copy.buffer-loop)</source>
        <translation>8 KiB 버퍼의 read/write 루프 (copy.buffer-loop)</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="69" />
        <source>the whole file in memory, then one write (copy.read-all)</source>
        <translation>파일 전체를 메모리에 읽고 한 번에 쓰기 (copy.read-all)</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="78" />
        <location filename="../../core/course/coursecatalogue.cpp" line="197" />
        <source>they are all the same within the error</source>
        <translation>오차 범위 안에서 모두 같다</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="84" />
        <source>The article (JMH, 10 GB): transferTo 13.055 ± 0.583 s, the buffered variants 12.668 to 13.663 s, stream to stream 12.128 ± 0.331 s against Files.copy 12.257 ± 0.342 s: all the same within the error.</source>
        <translation>글 (JMH, 10 GB): transferTo 13.055 ± 0.583초, 버퍼 변형들 12.668~13.663초, 스트림 간 12.128 ± 0.331초 대 Files.copy 12.257 ± 0.342초: 모두 오차 범위 안에서 같음.</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="90" />
        <source>Here the file and its copy stay in the page cache: the fastest, %1, moved %2 MiB/s and the slowest, %3, %4 MiB/s (MiB = 2^20 bytes, measured in this run). The article's Files.copy moved %5 MiB/s (10 GiB in 12.257 s): every method wrote 10 GiB to its disk, and the disk set the pace for all of them alike. Without a disk to wait for, the copies through user space pay for moving every byte twice, which copy_file_range and sendfile do not.</source>
        <translation>여기서는 파일과 그 복사본이 페이지 캐시에 있습니다: 가장 빠른 %1 은(는) %2 MiB/s, 가장 느린 %3 은(는) %4 MiB/s 였습니다 (MiB = 2^20 바이트, 이번 실행에서 측정). 글의 Files.copy는 %5 MiB/s (10 GiB를 12.257초): 모든 방법이 10 GiB를 디스크에 썼고, 디스크가 모두에게 같은 속도를 정했습니다. 기다릴 디스크가 없으면 사용자 공간을 거치는 복사는 모든 바이트를 두 번 옮기는 값을 치르고, copy_file_range와 sendfile은 그렇지 않습니다.</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="97" />
        <source>Compare medians with their error bars, never single runs. Every bulk copy moves the bytes in large blocks, so they end up close; one that skips user space (sendfile, copy_file_range) may pull ahead when the file is large or the filesystem can share blocks.</source>
        <translation>한 번의 실행이 아니라 오차와 함께 중앙값으로 비교하세요. 대량 복사는 모두 큰 블록으로 바이트를 옮기므로 차이가 작고, 사용자 공간을 거치지 않는 것(sendfile, copy_file_range)은 파일이 크거나 파일 시스템이 블록을 공유할 수 있을 때 앞설 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="102" />
        <source>One byte per call</source>
        <translation>호출 한 번에 1바이트</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="103" />
        <source>How much longer does copying one byte per call (fgetc/fputc through stdio's buffer) take than the 8 KiB buffer loop?</source>
        <translation>호출 한 번에 1바이트씩 (stdio 버퍼를 거치는 fgetc/fputc) 복사하면 8 KiB 버퍼 루프보다 몇 배 걸릴까요?</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="113" />
        <source>The article gives no figure: it warns that BufferedInputStream.read(), one byte per call through an 8 KiB buffer, is the real sin.</source>
        <translation>글에는 수치가 없습니다: 8 KiB 버퍼를 거쳐 1바이트씩 읽는 BufferedInputStream.read()가 진짜 문제라고 경고합니다.</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="117" />
        <source>Even when a buffer underneath saves the system calls, a function call per byte costs more than the copy itself. Move blocks, not bytes.</source>
        <translation>아래의 버퍼가 시스템 호출을 줄여도 바이트마다의 함수 호출은 복사 자체보다 비쌉니다. 바이트가 아니라 블록을 옮기세요.</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="121" />
        <source>One system call per byte</source>
        <translation>바이트마다 시스템 호출</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="122" />
        <source>And without stdio's buffer, one read(2) and one write(2) per byte: how much longer than fgetc/fputc?</source>
        <translation>그럼 stdio 버퍼 없이 바이트마다 read(2)와 write(2)를 한 번씩 부르면 fgetc/fputc보다 몇 배 걸릴까요?</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="132" />
        <source>The article gives no figure for unbuffered per-byte calls; FileInputStream.read() without a buffer is this.</source>
        <translation>글에는 버퍼 없는 바이트 단위 호출의 수치가 없습니다. 버퍼 없는 FileInputStream.read()가 이것입니다.</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="136" />
        <source>A system call costs hundreds of nanoseconds: a kernel entry and exit, checks, a copy. Two of them per byte is what an unbuffered stream does; a buffer turns them into one per 8 KiB.</source>
        <translation>시스템 호출은 수백 나노초가 걸립니다: 커널 진입과 복귀, 검사, 복사. 버퍼 없는 스트림은 바이트마다 두 번 하고, 버퍼는 그것을 8 KiB마다 한 번으로 바꿉니다.</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="144" />
        <source>Article 001: reading lines in parallel</source>
        <translation>글 001: 줄 병렬 읽기</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="145" />
        <source>Java 9's Files.lines(path).parallel() splits a file as bytes at newline boundaries and decodes each part in its own thread. The article timed it against the sequential reader.</source>
        <translation>Java 9의 Files.lines(path).parallel()은 파일을 바이트 상태로 줄바꿈 경계에서 나누고 각 부분을 자기 스레드에서 디코딩합니다. 글은 이것을 순차 읽기와 비교해 측정했습니다.</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="150" />
        <source>Split the bytes, decode in parallel</source>
        <translation>바이트로 나누고 병렬로 디코딩</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="151" />
        <source>How much faster is reading lines in parallel threads (read.parallel) than one thread reading line by line (read.getline-istream)?</source>
        <translation>여러 스레드로 병렬로 줄을 읽으면 (read.parallel) 한 스레드로 한 줄씩 읽는 것(read.getline-istream)보다 몇 배 빠를까요?</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="155" />
        <source>not faster (under 1.1×)</source>
        <translation>빨라지지 않는다 (1.1배 미만)</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="156" />
        <source>a little (1.1× to 1.6×)</source>
        <translation>조금 (1.1~1.6배)</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="157" />
        <source>about twice (1.6× to 3×)</source>
        <translation>약 2배 (1.6~3배)</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="158" />
        <location filename="../../core/course/coursecatalogue.cpp" line="337" />
        <source>more than 3×</source>
        <translation>3배 넘게</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="165" />
        <source>The article (Core i7, under 2 GB): sequential 6.6 s, parallel 2.6 s: 2.5×.</source>
        <translation>글 (Core i7, 2 GB 이하): 순차 6.6초, 병렬 2.6초: 2.5배.</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="182" />
        <source>Split the bytes first and decode later, in parallel; and know where an implementation falls back to a slow path (Java's did above 2 GB).</source>
        <translation>먼저 바이트로 나누고 디코딩은 나중에 병렬로. 그리고 구현이 어디서 느린 경로로 돌아가는지 알아 두세요 (Java는 2 GB를 넘으면 그랬습니다).</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="186" />
        <source>The fastest reader</source>
        <translation>가장 빠른 읽기</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="187" />
        <source>Which way of counting and checking lines is fastest here?</source>
        <translation>여기서 줄을 세고 검사하는 가장 빠른 방법은 무엇일까요?</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="189" />
        <source>std::getline into strings (read.getline-istream)</source>
        <translation>문자열로 std::getline (read.getline-istream)</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="196" />
        <source>parallel ranges (read.parallel)</source>
        <translation>병렬 범위 (read.parallel)</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="203" />
        <source>The article found the parallel stream fastest (2.6 s against 6.6 s).</source>
        <translation>글에서는 병렬 스트림이 가장 빨랐습니다 (2.6초 대 6.6초).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/course/coursecatalogue.cpp" line="172" />
        <source>read.parallel used %n threads here, one per hardware thread of this machine; the article's Core i7 had more. A split can be no faster than the cores that run its parts.</source>
        <translation><numerusform>여기서 read.parallel은 이 머신의 하드웨어 스레드마다 하나씩, %n 스레드를 썼습니다. 글의 Core i7은 더 많았습니다. 나누어도 그것을 실행하는 코어보다 빨라질 수는 없습니다.</numerusform></translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="44" />
        <source>a few times (under 10×)</source>
        <translation>몇 배 (10배 미만)</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="45" />
        <source>tens of times (10× to 100×)</source>
        <translation>수십 배 (10~100배)</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="46" />
        <source>a hundred times or more (100× and up)</source>
        <translation>백 배 또는 그 이상 (100배 이상)</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="74" />
        <source>a copy inside the kernel: sendfile, copy_file_range (what cp does) or std::filesystem::copy_file (as Files.copy)</source>
        <translation>커널 안의 복사: sendfile, copy_file_range (cp가 쓰는 것) 또는 std::filesystem::copy_file (Files.copy에 해당)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/course/coursecatalogue.cpp" line="176" />
        <source>The gap is more than %n threads can give. read.mmap, the same newline scan on one thread, took %1 as long as read.parallel: that is what the threads gave. read.getline-istream took %2 as long as read.mmap, both on one thread: that is its own work, a string built and copied for every line. The article's two readers both decoded every line into a String, so its 2.5× was the threads alone.</source>
        <translation><numerusform>이 차이는 %n 스레드가 줄 수 있는 것보다 큽니다. 같은 줄바꿈 검색을 한 스레드로 하는 read.mmap 은 read.parallel 의 %1 의 시간이 걸렸습니다: 이것이 스레드가 준 몫입니다. read.getline-istream 은 둘 다 한 스레드인 read.mmap 의 %2 의 시간이 걸렸습니다: 이것은 자신의 일, 줄마다 문자열을 만들고 복사하는 몫입니다. 글의 두 읽기 방식은 모두 모든 줄을 String 으로 디코딩했으므로 그 2.5배는 스레드만의 효과였습니다.</numerusform></translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="193" />
        <source>one thread scanning for newlines: a 1 MiB buffer (read.buffer) or a memory map (read.mmap)</source>
        <translation>한 스레드로 줄바꿈 검색: 1 MiB 버퍼 (read.buffer) 또는 메모리 맵 (read.mmap)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/course/coursecatalogue.cpp" line="206" />
        <source>read.parallel ran %n threads here, one per hardware thread, and took %1 as long as the fastest, %2. The article's parallel stream won against a sequential reader that decoded every line into a String; its analogue here, read.getline-istream, took %3 as long as %2 in the same run. A single thread that scans a buffer or a mapping for newlines leaves little for more threads to split.</source>
        <translation><numerusform>read.parallel은 여기서 하드웨어 스레드마다 하나씩 %n 개 스레드로 실행되었고, 가장 빠른 %2 보다 %1 오래 걸렸습니다. 글의 병렬 스트림이 이긴 상대는 모든 줄을 String으로 디코딩하는 순차 리더였습니다. 여기서 그에 해당하는 read.getline-istream은 같은 실행에서 %2 보다 %3 오래 걸렸습니다. 버퍼나 매핑에서 줄바꿈을 찾는 한 스레드의 읽기로는 스레드를 늘려 나눌 일이 거의 남지 않습니다.</numerusform></translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="212" />
        <source>Copies and calls per line cost more than the bytes: a reader that scans a big buffer or a mapping does the least work per line.</source>
        <translation>줄마다의 복사와 호출은 바이트 자체보다 비쌉니다: 큰 버퍼나 매핑을 훑는 방식이 줄당 일이 가장 적습니다.</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="220" />
        <source>Article 002: reading, buffers and allocation</source>
        <translation>글 002: 읽기, 버퍼, 할당</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="221" />
        <source>The Korean article reads a 10 MB text file three ways and warns about direct buffers allocated again and again. How do its figures look on this machine?</source>
        <translation>이 글은 10 MB 텍스트 파일을 세 가지 방법으로 읽고, 다이렉트 버퍼를 거듭 할당하는 것을 경고합니다. 그 수치는 이 머신에서 어떻게 나올까요?</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="226" />
        <source>A char at a time</source>
        <translation>한 글자씩</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="227" />
        <source>How much faster is reading with a 1 MiB buffer (read.buffer) than one read call per char (read.char-syscall)?</source>
        <translation>1 MiB 버퍼로 읽으면 (read.buffer) 글자마다 read를 부르는 것(read.char-syscall)보다 몇 배 빠를까요?</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="237" />
        <source>The article (10 MB): FileReader.read() one char at a time 450 ms, with a 1 MiB char[] 80 ms: 5.6×.</source>
        <translation>글 (10 MB): FileReader.read()로 한 글자씩 450ms, 1 MiB char[]로 80ms: 5.6배.</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="242" />
        <source>Java's FileReader.read() is not one system call per char: its decoder reads 8 KiB at a time underneath. Its analogue here is read.char-stdio (fgetc through stdio's buffer), measured in the same run: %1 as long as read.buffer, against the article's %2. read.char-syscall pays one read(2) per byte instead.</source>
        <translation>Java의 FileReader.read()는 글자마다의 시스템 호출이 아닙니다: 그 아래의 디코더가 8 KiB씩 읽습니다. 여기서 그에 해당하는 것은 read.char-stdio (stdio 버퍼를 거치는 fgetc)이며, 같은 실행에서 측정하면 read.buffer의 %1 시간, 글에서는 %2 였습니다. read.char-syscall은 대신 바이트마다 read(2)를 치릅니다.</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="247" />
        <source>The number of calls dominates: each call into the kernel costs far more than handling one byte. Read big blocks and scan them.</source>
        <translation>호출 횟수가 지배합니다: 커널 호출 한 번은 1바이트를 처리하는 것보다 훨씬 비쌉니다. 큰 블록으로 읽고 그것을 훑으세요.</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="251" />
        <source>Lines or a big buffer</source>
        <translation>줄 단위냐, 큰 버퍼냐</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="252" />
        <source>Which is faster: std::getline into a list of strings (BufferedReader.readLine) or a 1 MiB buffer with a newline scan?</source>
        <translation>어느 쪽이 빠를까요: 문자열 리스트로 std::getline (BufferedReader.readLine), 아니면 줄바꿈을 훑는 1 MiB 버퍼?</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="256" />
        <source>getline into strings (read.getline-istream)</source>
        <translation>문자열로 getline (read.getline-istream)</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="258" />
        <source>the 1 MiB buffer (read.buffer)</source>
        <translation>1 MiB 버퍼 (read.buffer)</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="259" />
        <source>the same within the error</source>
        <translation>오차 범위 안에서 같다</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="264" />
        <source>The article: BufferedReader.readLine() 120 ms against the 1 MiB char[] 80 ms.</source>
        <translation>글: BufferedReader.readLine() 120ms 대 1 MiB char[] 80ms.</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="267" />
        <source>Keeping every line as a string costs an allocation and a copy per line; when only counts or checksums are needed, scan the buffer in place.</source>
        <translation>모든 줄을 문자열로 보관하면 줄마다 할당과 복사가 듭니다. 개수나 체크섬만 필요하면 버퍼를 그 자리에서 훑으세요.</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="271" />
        <source>Allocate once</source>
        <translation>할당은 한 번</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="272" />
        <source>How much longer does allocating a fresh 1 MiB buffer for every chunk take than reusing one?</source>
        <translation>청크마다 새 1 MiB 버퍼를 할당하면 하나를 재사용하는 것보다 몇 배 걸릴까요?</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="276" />
        <source>no measurable difference (under 1.1×)</source>
        <translation>측정할 만한 차이 없음 (1.1배 미만)</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="277" />
        <source>somewhat (1.1× to 2×)</source>
        <translation>어느 정도 (1.1~2배)</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="278" />
        <source>2× or more</source>
        <translation>2배 이상</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="284" />
        <source>The article gives no figure: ByteBuffer.allocateDirect called per use can make the JVM run System.gc() when native memory runs out.</source>
        <translation>글에는 수치가 없습니다: 쓸 때마다 ByteBuffer.allocateDirect를 부르면 네이티브 메모리가 바닥날 때 JVM이 System.gc()를 실행할 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="288" />
        <source>A fresh buffer means fresh pages: the kernel maps and zeroes them on first touch (page faults). Allocate once and reuse.</source>
        <translation>새 버퍼는 새 페이지입니다: 커널은 처음 건드릴 때 그것을 매핑하고 0으로 채웁니다 (페이지 폴트). 한 번 할당하고 재사용하세요.</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="296" />
        <source>Article 004: stopwatches, writes and round trips</source>
        <translation>글 004: 스톱워치, 쓰기, 왕복</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="297" />
        <source>The article finds its program's hotspot with numbered stopwatches (StopwatchUtil), then fixes it: a writer opened and closed for every record, files re-read from the start, one request per id.</source>
        <translation>글은 번호 붙은 스톱워치(StopwatchUtil)로 프로그램의 핫스팟을 찾고 고칩니다: 레코드마다 열고 닫는 writer, 처음부터 다시 읽는 파일, id마다 한 번의 요청.</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="302" />
        <source>A writer per record</source>
        <translation>레코드마다 writer</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="303" />
        <source>How much longer does appending 20,000 records take when the file is opened and closed for every record (write.reopen-per-record) than with the file opened once (write.single-open)?</source>
        <translation>20,000개 레코드를 덧붙일 때 레코드마다 파일을 열고 닫으면 (write.reopen-per-record) 한 번만 여는 것(write.single-open)보다 몇 배 걸릴까요?</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="315" />
        <source>The article: 71,247 ms + 69,725 ms with the writer opened per record, 31 ms (19 ms write, 2 ms open, 10 ms close) with it opened once: about 4,500×.</source>
        <translation>글: 레코드마다 여는 writer로 71,247ms + 69,725ms, 한 번만 열면 31ms (쓰기 19ms, 열기 2ms, 닫기 10ms): 약 4,500배.</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="320" />
        <source>On this machine an open and a close together cost %1 per record (the open and close phases of write.reopen-per-record, measured). The article's writer cost %2 per record (140,972 ms for 20,000 records): opening a file was a thousand times dearer on its platform, so there reopening was the hotspot.</source>
        <translation>이 머신에서는 열기와 닫기가 레코드당 %1 였습니다 (write.reopen-per-record의 open과 close 단계 실측). 글의 writer는 레코드당 %2 (20,000개에 140,972ms): 그 플랫폼에서는 파일 열기가 천 배 비쌌고, 그래서 다시 열기가 핫스팟이었습니다.</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="326" />
        <source>Open once, write many times, close once. How much reopening costs depends on the platform; only a stopwatch tells you whether it is your hotspot.</source>
        <translation>한 번 열고, 여러 번 쓰고, 한 번 닫으세요. 다시 열기의 비용은 플랫폼에 따라 다르고, 그것이 핫스팟인지는 스톱워치만 알려 줍니다.</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="330" />
        <source>The first fix: merge the writes</source>
        <translation>첫 번째 수정: 쓰기를 합치기</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="331" />
        <source>The article's first fix wrote both records per open. How much does halving the opens save?</source>
        <translation>글의 첫 번째 수정은 한 번 열 때 두 레코드를 썼습니다. 열기를 절반으로 줄이면 얼마나 빨라질까요?</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="335" />
        <source>nothing (under 1.3×)</source>
        <translation>변화 없음 (1.3배 미만)</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="336" />
        <source>about half the time (1.3× to 3×)</source>
        <translation>약 절반의 시간 (1.3~3배)</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="345" />
        <source>The article: 140,972 ms of writes before, 67,674 ms after merging: 2.1×.</source>
        <translation>글: 쓰기는 합치기 전 140,972ms, 합친 후 67,674ms: 2.1배.</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="347" />
        <source>When one call's fixed cost dominates, halving the calls halves the time; removing the calls altogether (opening once) is the real fix.</source>
        <translation>호출 한 번의 고정 비용이 지배하면 호출을 절반으로 줄이면 시간도 절반이 됩니다. 호출 자체를 없애는 것(한 번만 열기)이 진짜 수정입니다.</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="351" />
        <source>Read from the start, every time</source>
        <translation>매번 처음부터 읽기</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="352" />
        <source>The program reads line i by reopening the file and reading from the start. How much faster is an index built once (lookup.index) for 2,000 lookups?</source>
        <translation>프로그램은 i번째 줄을 파일을 다시 열고 처음부터 읽어서 얻습니다. 2,000번 조회할 때 한 번 만드는 색인(lookup.index)은 몇 배 빠를까요?</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="365" />
        <source>The article measured the re-reading (8,277 ms + 9,939 ms for 20,000 reads) but left it unfixed: "the reads could be fixed the same way".</source>
        <translation>글은 다시 읽기를 측정했지만 (20,000번 읽기에 8,277ms + 9,939ms) 고치지 않고 남겼습니다: "읽기도 같은 방법으로 고칠 수 있다".</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="369" />
        <source>Re-reading a file from the start for every lookup is O(N·M); one pass that remembers where lines start makes it O(N+M).</source>
        <translation>조회할 때마다 파일을 처음부터 다시 읽는 것은 O(N·M)입니다. 줄의 시작을 기억하는 한 번의 훑기로 O(N+M)이 됩니다.</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="373" />
        <source>Round trips</source>
        <translation>왕복</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="374" />
        <source>29 rows from a local server: how much faster is one request for the id range, filtered and with only the needed column (net.range-projected), than one request per id (net.per-id)?</source>
        <translation>로컬 서버에서 29행: id 범위를 한 번에, 걸러서 필요한 열만 요청하면 (net.range-projected) id마다 한 번 요청하는 것(net.per-id)보다 몇 배 빠를까요?</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="386" />
        <source>The article: one request per id 20,841 ms, one for the range 6,103 ms, filtered on the server 4,562 ms, only the name column 556 ms: 37×.</source>
        <translation>글: id마다 요청 20,841ms, 범위 한 번 6,103ms, 서버에서 거르기 4,562ms, name 열만 556ms: 37배.</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="391" />
        <source>Here fewer round trips alone give %1 (net.per-id against net.range, in the same run), against the article's %2 for all three fixes: a local server with a 1 ms simulated round trip and small rows is not the article's database with its image column.</source>
        <translation>여기서는 왕복을 줄이는 것만으로 %1 (같은 실행에서 net.per-id 대 net.range), 글에서는 세 가지 수정 모두로 %2: 1ms 모의 왕복과 작은 행의 로컬 서버는 이미지 열이 있는 글의 데이터베이스와 다릅니다.</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="395" />
        <source>Fewer round trips first, then less data per trip: ask for the range, filter on the server, select only the columns you need.</source>
        <translation>먼저 왕복을 줄이고, 다음으로 한 번에 오가는 데이터를 줄이세요: 범위로 요청하고, 서버에서 거르고, 필요한 열만 고르세요.</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="399" />
        <source>Find the hotspot with stopwatches</source>
        <translation>스톱워치로 핫스팟 찾기</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="400" />
        <source>Article 004's program, with the article's numbered stopwatches, traced for 2,000 iterations: which stopwatch holds the most time?</source>
        <translation>글의 번호 붙은 스톱워치가 있는 글 004의 프로그램을 2,000번 반복으로 트레이스합니다: 가장 많은 시간을 쓰는 스톱워치는 무엇일까요?</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="404" />
        <source>2: printing the progress</source>
        <translation>2: 진행 상황 출력</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="405" />
        <source>3: reading test1.csv</source>
        <translation>3: test1.csv 읽기</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="406" />
        <source>4: writing test3.csv</source>
        <translation>4: test3.csv 쓰기</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="407" />
        <source>5: reading test2.csv</source>
        <translation>5: test2.csv 읽기</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="408" />
        <source>6: writing test3.csv again</source>
        <translation>6: test3.csv 다시 쓰기</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="410" />
        <source>The article: Stopwatch[4] 71,247 ms and Stopwatch[6] 69,725 ms (the writes) against 8,277 ms and 9,939 ms for the reads.</source>
        <translation>글: Stopwatch[4] 71,247ms와 Stopwatch[6] 69,725ms (쓰기), 읽기는 8,277ms와 9,939ms.</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="415" />
        <source>The trace shows why: an open and a close of test3.csv took %1 per record on this machine, against about %2 on the article's, so the writes are cheap here; the file whose calls cost the most is %3 (%4 in all). The program reads test1.csv and test2.csv from the start for every record; fixing the writes (the article's v1 → v3) changes little here.</source>
        <translation>트레이스가 이유를 보여 줍니다: 이 머신에서 test3.csv의 열기와 닫기는 레코드당 %1, 글의 머신에서는 약 %2 였으므로 여기서는 쓰기가 저렴합니다. 호출 시간이 가장 많은 파일은 %3 (합계 %4) 입니다. 프로그램은 test1.csv와 test2.csv를 레코드마다 처음부터 다시 읽으므로, 쓰기를 고쳐도 (글의 v1 → v3) 여기서는 거의 변하지 않습니다.</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="421" />
        <source>Measure before you fix: the stopwatches point at the section that costs the most, and it need not be the one the article found.</source>
        <translation>고치기 전에 측정하세요: 스톱워치는 가장 비싼 구간을 가리키며, 그것이 글이 찾은 곳이라는 보장은 없습니다.</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="425" />
        <source>Find it without touching the code</source>
        <translation>코드를 건드리지 않고 찾기</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="426" />
        <source>Now forget the stopwatches: the trace also times every call per file. Which file costs the program the most time in calls?</source>
        <translation>이제 스톱워치는 잊으세요: 트레이스는 파일마다 모든 호출의 시간도 잽니다. 프로그램의 호출 시간이 가장 많은 파일은 무엇일까요?</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="430" />
        <source>test1.csv (read)</source>
        <translation>test1.csv (읽기)</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="431" />
        <source>test2.csv (read)</source>
        <translation>test2.csv (읽기)</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="432" />
        <source>test3.csv (written)</source>
        <translation>test3.csv (쓰기)</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="434" />
        <source>The article needed stopwatches in the code to find its hotspot, the writes to test3.csv.</source>
        <translation>글은 핫스팟인 test3.csv 쓰기를 찾기 위해 코드에 스톱워치가 필요했습니다.</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="438" />
        <source>Here the hotspot is elsewhere: an open and a close of test3.csv took %1 per record on this machine, measured in the trace, against about %2 on the article's (140,972 ms for 20,000 records). The file whose calls cost the most is %3, %4 in all: the program reads it from the start for every record.</source>
        <translation>여기서는 핫스팟이 다른 곳에 있습니다: 트레이스로 재면 이 머신에서 test3.csv의 열기와 닫기는 레코드당 %1, 글의 머신에서는 약 %2 (20,000개 레코드에 140,972ms) 였습니다. 호출 시간이 가장 많은 파일은 %3 로 합계 %4: 프로그램은 레코드마다 그 파일을 처음부터 다시 읽습니다.</translation>
    </message>
    <message>
        <location filename="../../core/course/coursecatalogue.cpp" line="444" />
        <source>A trace of an unmodified program finds the same hotspot per file and call, and its findings name the fix, without editing or rebuilding anything.</source>
        <translation>수정하지 않은 프로그램의 트레이스는 파일과 호출마다 같은 핫스팟을 찾고, 그 발견 사항이 수정을 알려 줍니다. 아무것도 고치거나 다시 빌드하지 않고.</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursebarsplot.cpp" line="22" />
        <source>Choose your prediction above, then press Predict and run.</source>
        <translation>위에서 예측을 고른 뒤 「예측하고 실행」을 누르세요.</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursebarsplot.cpp" line="61" />
        <source>Time [%1]</source>
        <translation>시간 [%1]</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursetext.cpp" line="49" />
        <source>runner-up %1</source>
        <translation>2위 %1</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursetext.cpp" line="74" />
        <source>%1 (this run cannot tell)</source>
        <translation>%1 (이번 실행으로는 판단할 수 없음)</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursetext.cpp" line="77" />
        <location filename="../../ui/course/coursetext.cpp" line="84" />
        <source>not run yet</source>
        <translation>아직 실행 안 함</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursetext.cpp" line="78" />
        <source>failed: %1</source>
        <translation>실패: %1</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="76" />
        <location filename="../../ui/course/coursepage.cpp" line="243" />
        <source>Course</source>
        <translation>코스</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="114" />
        <location filename="../../ui/course/coursepage.cpp" line="420" />
        <source>Predict and run</source>
        <translation>예측하고 실행</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="115" />
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="116" />
        <source>Next</source>
        <translation>다음</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="171" />
        <source>Step</source>
        <translation>단계</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="171" />
        <source>Your prediction</source>
        <translation>당신의 예측</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="172" />
        <source>Measured answer</source>
        <translation>측정한 답</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="172" />
        <source>Figure</source>
        <translation>수치</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="173" />
        <source>The article</source>
        <translation>글</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="208" />
        <source>The step's file could not be made: %1</source>
        <translation>이 단계의 파일을 만들 수 없었습니다: %1</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="213" />
        <source>Running %1 (repetition %2) …</source>
        <translation>%1 실행 중 (%2회째) …</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="248" />
        <source>A guided course through the four articles: predict, run, and see why</source>
        <translation>네 글을 따라가는 안내 코스: 예측하고, 실행하고, 이유를 알아보기</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="293" />
        <source>iolens course: %1</source>
        <translation>iolens 코스: %1</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="340" />
        <source>Summary</source>
        <translation>요약</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="419" />
        <location filename="../../ui/course/coursepage.cpp" line="627" />
        <location filename="../../ui/course/coursepage.cpp" line="682" />
        <source>Run again</source>
        <translation>다시 실행</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/course/coursepage.cpp" line="425" />
        <source>This step traces article 004's program (%Ln iterations) and reads its stopwatches and calls.</source>
        <translation><numerusform>이 단계는 글 004의 프로그램(%Ln번 반복)을 트레이스하고 그 스톱워치와 호출을 읽습니다.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/course/coursepage.cpp" line="430" />
        <source>This step runs %1 strategies on a file of %2, %n repetitions each.</source>
        <translation><numerusform>이 단계는 %2 파일에서 전략 %1개를 각 %n회 실행합니다.</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="557" />
        <source>Article 004's program is not at '%1': install iolens with it (cmake --install puts it in libexec/iolens/), or set IOLENS_COURSE_PROGRAM to its path</source>
        <translation>글 004의 프로그램이 '%1' 에 없습니다: 그것을 포함해 iolens를 설치하거나 (cmake --install이 libexec/iolens/ 에 둡니다), IOLENS_COURSE_PROGRAM 에 그 경로를 설정하세요</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="220" />
        <source>Tracing: calls %1, files %2 so far …</source>
        <translation>트레이스 중: 지금까지 호출 %1회, 파일 %2개 …</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="452" />
        <source>Last time: you predicted &lt;b&gt;%1&lt;/b&gt;; the measured answer was &lt;b&gt;%2&lt;/b&gt; (%3). Run it again to see the figures.</source>
        <translation>지난번: 당신의 예측은 &lt;b&gt;%1&lt;/b&gt;, 측정한 답은 &lt;b&gt;%2&lt;/b&gt; (%3) 였습니다. 수치를 보려면 다시 실행하세요.</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="501" />
        <source>Choose your prediction first.</source>
        <translation>먼저 예측을 고르세요.</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="524" />
        <source>The step's file could not be made: cannot create the directory '%1'.</source>
        <translation>이 단계의 파일을 만들 수 없었습니다: 디렉터리 '%1' 을(를) 만들 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="529" />
        <source>Making a %1 file for this step …</source>
        <translation>이 단계용 %1 파일을 만드는 중 …</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="541" />
        <source>Running the step's strategies …</source>
        <translation>단계의 전략을 실행하는 중 …</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="566" />
        <source>Cannot create the directory '%1'.</source>
        <translation>디렉터리 '%1' 을(를) 만들 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="576" />
        <source>Tracing article 004's program …</source>
        <translation>글 004의 프로그램을 트레이스하는 중 …</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="595" />
        <source>The trace gave no result.</source>
        <translation>트레이스 결과가 없습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="601" />
        <source>The run gave no result.</source>
        <translation>실행 결과가 없습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="625" />
        <source>This step's run failed: %1. Run it again, or go on to the next step.</source>
        <translation>이 단계의 실행이 실패했습니다: %1. 다시 실행하거나 다음 단계로 넘어가세요.</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="662" />
        <source>%1 ← measured</source>
        <translation>%1 ← 측정 결과</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="665" />
        <source>this run cannot tell.</source>
        <translation>이번 실행으로는 판정할 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="669" />
        <source>Measured answer: &lt;b&gt;%1&lt;/b&gt; (%2). You predicted &lt;b&gt;%3&lt;/b&gt;: %4</source>
        <translation>측정한 답: &lt;b&gt;%1&lt;/b&gt; (%2). 당신의 예측은 &lt;b&gt;%3&lt;/b&gt;: %4</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="666" />
        <source>right.</source>
        <translation>맞았습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="667" />
        <source>not this time.</source>
        <translation>이번에는 틀렸습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="49" />
        <source>Time per stopwatch</source>
        <translation>스톱워치별 시간</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="51" />
        <source>Time in calls per file</source>
        <translation>파일별 호출 시간</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="56" />
        <source>Median wall time per strategy</source>
        <translation>전략별 경과 시간 중앙값</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="644" />
        <source>Done. Read the explanation, run it again, or go on.</source>
        <translation>완료. 설명을 읽고, 다시 실행하거나 넘어가세요.</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="807" />
        <source>%1: your predictions and the measured answers</source>
        <translation>%1: 당신의 예측과 측정한 답</translation>
    </message>
    <message>
        <location filename="../../ui/course/coursepage.cpp" line="818" />
        <source>Your prediction was the measured answer.</source>
        <translation>당신의 예측이 측정한 답과 같았습니다.</translation>
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
        <translation>상자는 반복의 가운데 절반(사분위수), 선은 중앙값, 수염은 상자의 1.5배까지, 점은 각 실행입니다. 상자가 넓거나 점이 흩어지면 잡음입니다: 표의 99.9 % 오차와 비교하세요.</translation>
    </message>
    <message>
        <location filename="../../ui/distributionplot.cpp" line="49" />
        <source>quartiles and median</source>
        <translation>사분위수와 중앙값</translation>
    </message>
    <message>
        <location filename="../../ui/distributionplot.cpp" line="61" />
        <source>one repetition</source>
        <translation>1회 실행</translation>
    </message>
    <message>
        <location filename="../../ui/distributionplot.cpp" line="98" />
        <source>Wall time per repetition [%1]</source>
        <translation>반복당 경과 시간 [%1]</translation>
    </message>
    <message>
        <location filename="../../ui/distributionplot.cpp" line="111" />
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 runs: median %3, min %4, max %5&lt;br&gt;mean %6 ± %7 (99.9 %), CV %8 %</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2회: 중앙값 %3, 최소 %4, 최대 %5&lt;br&gt;평균 %6 ± %7 (99.9 %), 변동계수 %8 %</translation>
    </message>
    <message>
        <location filename="../../ui/distributionplot.cpp" line="119" />
        <source>median %1 per %2</source>
        <translation>%2당 중앙값 %1</translation>
    </message>
<message>
        <location filename="../../ui/distributionplot.h" line="15" />
        <location filename="../../ui/report/reportwriter.cpp" line="243" />
        <source>Distribution</source>
        <translation>분포</translation>
    </message>
</context>
<context>
    <name>Finding</name>
    <message>
        <location filename="../../core/trace/findingcontext.cpp" line="191" />
        <source>From %1.</source>
        <translation>호출 위치: %1.</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingcontext.cpp" line="195" />
        <source>Mostly inside the program's zone Stopwatch[%1].</source>
        <translation>대부분 프로그램의 영역 Stopwatch[%1] 안에서 일어났습니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingcontext.cpp" line="199" />
        <source>These calls took %1, %2 of the process's %3.</source>
        <translation>이 호출들에 %1가 걸렸습니다. 프로세스의 %3 중 %2입니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingcontext.cpp" line="229" />
        <source>In the program's own code, %1 makes %2 of these calls.</source>
        <translation>프로그램 자체 코드에서는 %1 이(가) 이 호출의 %2 을(를) 합니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingcontext.cpp" line="236" />
        <source>Other callers: %1.</source>
        <translation>다른 호출 위치: %1.</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingcontext.cpp" line="243" />
        <source>Its call stack: %1.</source>
        <translation>그 호출 스택: %1.</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="83" />
        <source>%1 was opened %2 times; %3 of those sessions wrote a little (%4 bytes on average) and closed it again: %5 calls took %6, %7 calls %8.</source>
        <translation>%1 파일이 %2번 열렸습니다. 그중 %3번은 조금만(평균 %4바이트) 쓰고 다시 닫았습니다. %5 호출에 %6, %7 호출에 %8가 걸렸습니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="90" />
        <source>%1 opens of %2, each writing %3 bytes</source>
        <translation>%2 파일을 %1번 열고 매번 %3바이트 쓰기</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="119" />
        <source>%1 was flushed to storage %2 times (%3 calls) for %4 calls: about one flush per record, each waiting for the disk.</source>
        <translation>%1 파일은 %4 호출에 대해 %2번(%3) 저장 장치로 플러시되었습니다. 레코드마다 거의 한 번씩 플러시하며 매번 디스크를 기다립니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="146" />
        <source>The process also flushed %1 other files (%2): %3 flushes in all.</source>
        <translation>이 프로세스는 다른 파일 %1개도 플러시했습니다(%2). 플러시는 모두 %3번입니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="151" />
        <source>%1 calls for %2 writes on %3</source>
        <translation>%3의 쓰기 %2번에 %1 호출</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="194" />
        <source>%1 calls on %2: %3 of them move under %4 bytes.</source>
        <translation>%2에 대한 %1 호출. 그중 %3번은 %4바이트 미만을 옮깁니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="198" />
        <source>%1 calls, %2 read system calls (the kernel's count for the whole process) on %3: %4 of them move under %5 bytes.</source>
        <translation>%3에 대한 %1 호출, read 시스템 호출 %2번(프로세스 전체에 대한 커널의 집계). 그중 %4번은 %5바이트 미만을 옮깁니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="201" />
        <source>%1 calls, %2 write system calls (the kernel's count for the whole process) on %3: %4 of them move under %5 bytes.</source>
        <translation>%3에 대한 %1 호출, write 시스템 호출 %2번(프로세스 전체에 대한 커널의 집계). 그중 %4번은 %5바이트 미만을 옮깁니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="208" />
        <source>They are stdio calls: stdio's buffer spares the kernel, but each call still costs a lock and a buffer check.</source>
        <translation>이것들은 stdio 호출입니다. stdio의 버퍼가 커널 진입을 줄여 주지만, 호출마다 잠금과 버퍼 확인 비용이 듭니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="211" />
        <source>They are system calls: every one of them enters the kernel.</source>
        <translation>이것들은 시스템 호출입니다. 하나하나가 커널에 들어갑니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="222" />
        <source>%1 %2 calls of 1 byte on %3</source>
        <translation>%3에 대한 1바이트 %2 호출 %1번</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="223" />
        <source>%1 %2 calls of under %4 bytes on %3</source>
        <translation>%3에 대한 %4바이트 미만 %2 호출 %1번</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="390" />
        <source>%1 calls went to %2 one record at a time: %3 of them wrote %4 bytes to %5 KiB, each one a system call, with no buffer gathering them.</source>
        <translation>%1 호출이 레코드 하나씩 %2에 보내졌습니다. 그중 %3번은 %4바이트에서 %5 KiB를 썼고, 모아 주는 버퍼가 없어 하나하나가 시스템 호출입니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="487" />
        <source>%1 was mapped whole and touched whole: %2 of its pages (%3) were in the process's memory through %4 mappings, so it held the whole file at once (they count in its resident size; those it did not write are page cache pages the kernel can drop when memory is short); the time of the page faults is not measured.</source>
        <translation>%1은(는) 통째로 매핑되고 통째로 접근되었습니다: 그 페이지 %2(%3페이지)가 매핑 %4개를 통해 프로세스 메모리에 있어, 파일 전체를 한꺼번에 들고 있었습니다(상주 크기에 포함됩니다. 쓰지 않은 페이지는 페이지 캐시 페이지로, 메모리가 모자라면 커널이 내려놓을 수 있습니다). 페이지 폴트 자체의 시간은 측정하지 않았습니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="496" />
        <source>%1 (%2) mapped whole and touched whole</source>
        <translation>%1(%2) 통째로 매핑되고 통째로 접근됨</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="531" />
        <source>%1 calls sent to %2 in small pieces: %3 of them carried under %4 bytes, each one a system call (and on TCP often a packet of its own), with no buffer gathering them.</source>
        <translation>%1 호출이 %2에 잘게 나뉘어 보내졌습니다. 그중 %3번은 %4바이트 미만을 옮겼고, 모아 주는 버퍼가 없어 하나하나가 시스템 호출입니다(TCP에서는 흔히 각각이 패킷 하나가 됩니다).</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="537" />
        <source>%1 calls of %2 bytes on average to %3</source>
        <translation>%3에 대한 평균 %2바이트의 %1 호출</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="251" />
        <source>%1 times %2 was opened and read from offset 0, %3 bytes each on average of its %4 (%5 calls in all).</source>
        <translation>%2 파일이 %1번 열려 오프셋 0부터 읽혔습니다. %4 중 평균 %3바이트씩입니다(모두 %5 호출).</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="258" />
        <source>%1 read from the start %2 times</source>
        <translation>%1 파일을 처음부터 %2번 읽음</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="290" />
        <source>(%1 of its %2 intervals between rounds from %3 up.)</source>
        <translation>(회차 사이 간격 %2개 중 %1개가 %3 이상.)</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="291" />
        <source>(%1 of its %2 intervals from %3 up.)</source>
        <translation>(간격 %2개 중 %1개가 %3 이상.)</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="294" />
        <source>(%1 of its %2 intervals between rounds between %3 and %4.)</source>
        <translation>(회차 사이 간격 %2개 중 %1개가 %3에서 %4 사이.)</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="295" />
        <source>(%1 of its %2 intervals between %3 and %4.)</source>
        <translation>(간격 %2개 중 %1개가 %3에서 %4 사이.)</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="307" />
        <source>(coefficient of variation %1.)</source>
        <translation>(변동 계수 %1.)</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="354" />
        <source>%1 was stat'ed %2 times (%3 a round) at a regular interval of %4: a loop asking whether it changed, sleeping in between.</source>
        <translation>%1 파일이 %4의 일정한 간격으로 %2번(한 회차에 %3번) stat 되었습니다. 바뀌었는지 묻고 그 사이에는 잠드는 루프입니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="359" />
        <source>%1 was stat'ed %2 times at a regular interval of %3: a loop asking whether it changed, sleeping in between.</source>
        <translation>%1 파일이 %3의 일정한 간격으로 %2번 stat 되었습니다. 바뀌었는지 묻고 그 사이에는 잠드는 루프입니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="365" />
        <source>%1 stat'ed %2 times, every %3</source>
        <translation>%1 파일을 %3마다 %2번 stat</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="396" />
        <source>%1 calls of %2 bytes on average on %3</source>
        <translation>%3에 대한 평균 %2바이트의 %1 호출</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="420" />
        <source>%1 times a request went to %2 and the program waited for its answer (%3 per exchange on average, %4 calls).</source>
        <translation>%1번 요청이 %2에 보내졌고 프로그램은 그 응답을 기다렸습니다(주고받기 한 번에 평균 %3, %4 호출).</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="425" />
        <source>%1 request/response round trips with %2</source>
        <translation>%2와의 요청/응답 왕복 %1번</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="448" />
        <source>%1 was read whole: %2 in %3 calls, so the process held the whole file in memory at once.</source>
        <translation>%1 파일을 통째로 읽었습니다. %3 호출로 %2를 읽어 프로세스가 파일 전체를 한꺼번에 메모리에 담았습니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/findingrules.cpp" line="453" />
        <source>%1 (%2) read into memory in %3 calls</source>
        <translation>%1(%2)을 %3번의 호출로 메모리에 읽음</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracephrases.cpp" line="23" />
        <source>Open the file once, write every record through one buffered stream, and close it at the end.</source>
        <translation>파일은 한 번만 열고, 모든 레코드를 하나의 버퍼링된 스트림으로 쓴 뒤 마지막에 닫으세요.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracephrases.cpp" line="25" />
        <source>Flush once at the end, or where losing the work would really matter (a commit of many records), not after every record; a database does that when many rows go into one transaction.</source>
        <translation>플러시는 레코드마다가 아니라 마지막에 한 번, 또는 작업을 잃으면 정말 곤란한 곳(많은 레코드의 커밋)에서 하세요. 데이터베이스에서는 많은 행을 한 트랜잭션에 넣으면 그렇게 됩니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracephrases.cpp" line="28" />
        <source>Read in blocks of 64 KiB or more and work on the bytes in memory: the cost is then per block, not per byte.</source>
        <translation>64 KiB 이상의 블록으로 읽고 바이트는 메모리에서 처리하세요. 그러면 비용이 바이트마다가 아니라 블록마다 듭니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracephrases.cpp" line="31" />
        <source>Collect the bytes in memory and write them in blocks of 64 KiB or more: the cost is then per block, not per byte.</source>
        <translation>바이트를 메모리에 모아 64 KiB 이상의 블록으로 쓰세요. 그러면 비용이 바이트마다가 아니라 블록마다 듭니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracephrases.cpp" line="34" />
        <source>Read the file once and build an index (a hash map from key to value or offset), then answer every lookup from it.</source>
        <translation>파일은 한 번만 읽어 인덱스(키에서 값이나 오프셋으로 가는 해시 맵)를 만들고, 모든 조회는 그것으로 답하세요.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracephrases.cpp" line="37" />
        <source>Ask the kernel to tell you about changes (inotify on Linux, WatchService in Java) instead of asking over and over whether something changed.</source>
        <translation>바뀌었는지 계속 묻는 대신 변경을 커널이 알려 주게 하세요(Linux에서는 inotify, Java에서는 WatchService).</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracephrases.cpp" line="40" />
        <source>Put a buffer between the records and the file (a BufferedWriter, a FILE*, or writev for a batch) so that one system call carries many records.</source>
        <translation>레코드와 파일 사이에 버퍼(BufferedWriter, FILE*, 묶어서 쓴다면 writev)를 두어 한 번의 시스템 호출이 많은 레코드를 나르게 하세요.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracephrases.cpp" line="43" />
        <source>Ask for everything in one request (a range or a batch of ids), and only for the fields you need: one round trip instead of one per item.</source>
        <translation>필요한 것은 한 번의 요청(범위나 ID 묶음)으로, 필요한 필드만 요청하세요. 항목마다가 아니라 한 번의 왕복으로 끝납니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracephrases.cpp" line="46" />
        <source>Stream it through a fixed buffer instead (64 KiB to 1 MiB): memory then stays the same however large the file grows.</source>
        <translation>대신 고정 버퍼(64 KiB에서 1 MiB)로 흘려 보내세요. 파일이 아무리 커져도 메모리는 그대로입니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracephrases.cpp" line="49" />
        <source>For one pass over the file, read it through a fixed buffer, or map it in windows and unmap each one behind you: memory then stays the same however large the file grows.</source>
        <translation>파일을 한 번 훑는 것이라면 고정 크기 버퍼로 읽거나, 창 단위로 매핑하고 지나간 것은 해제하세요. 그러면 파일이 아무리 커져도 메모리는 그대로입니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracephrases.cpp" line="52" />
        <source>Gather what you send in a buffer (a BufferedOutputStream around the socket's stream, a FILE* or a buffered makefile(), or writev for a batch) and send many kilobytes per call: the cost is then per buffer, not per piece.</source>
        <translation>보낼 것은 버퍼(소켓 스트림을 감싼 BufferedOutputStream, FILE* 또는 버퍼링된 makefile(), 묶어서 보낸다면 writev)에 모아 한 번의 호출로 여러 킬로바이트를 보내세요. 그러면 비용이 조각마다가 아니라 버퍼마다 듭니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracephrases.cpp" line="145" />
        <source>The strategy %1 does this: %2 %3 %4</source>
        <translation>%1 전략은 이렇게 합니다: %2 %3 %4</translation>
    </message>
</context>
<context>
    <name>iolens::ui::FlameExport</name>
    <message>
        <location filename="../../ui/trace/flameexport.cpp" line="76" />
        <source>%1: the flame graph is saved as .png, .pdf or .svg.</source>
        <translation>%1: 플레임 그래프는 .png, .pdf, .svg로 저장합니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flameexport.cpp" line="84" />
        <source>%1 cannot be written: %2.</source>
        <translation>%1에 쓸 수 없습니다: %2.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flameexport.cpp" line="128" />
        <source>%1 could not be written (out of space?).</source>
        <translation>%1을(를) 쓰지 못했습니다(공간 부족?).</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flameexport.cpp" line="137" />
        <source>%1: the trace has no call stacks to draw (recorded with --no-stacks, in ptrace mode, or without a single sampled call).</source>
        <translation>%1: 트레이스에 그릴 호출 스택이 없습니다(--no-stacks로 기록했거나, ptrace 모드이거나, 샘플링된 호출이 하나도 없습니다).</translation>
    </message>
</context>
<context>
    <name>iolens::ui::FlameGraphView</name>
    <message>
        <location filename="../../ui/trace/flamegraphview.cpp" line="87" />
        <source>all sampled I/O calls</source>
        <translation>샘플링한 모든 I/O 호출</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamegraphview.cpp" line="112" />
        <source>%1: %2 in I/O calls, %3 calls, %4 (%5 % of the %6)</source>
        <translation>%1: I/O 호출에 %2, 호출 %3회, %4 (%6의 %5 %)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamegraphview.cpp" line="115" />
        <source>calls</source>
        <translation>호출</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamegraphview.cpp" line="116" />
        <source>bytes</source>
        <translation>바이트</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamegraphview.cpp" line="117" />
        <source>time</source>
        <translation>시간</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamegraphview.cpp" line="119" />
        <source>Mostly %1</source>
        <translation>주로 %1</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamegraphview.cpp" line="121" />
        <source>A runtime frame (a system library or the language's runtime)</source>
        <translation>런타임 프레임(시스템 라이브러리 또는 언어 런타임)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamegraphview.cpp" line="219" />
        <source>No call stacks in this trace: it was recorded without stacks (--no-stacks), in ptrace mode, or by an older iolens.</source>
        <translation>이 트레이스에는 호출 스택이 없습니다. 스택 없이(--no-stacks), ptrace 모드로, 또는 이전 iolens로 기록되었습니다.</translation>
    </message>
</context>
<context>
    <name>iolens::ui::FlamePane</name>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="36" />
        <source>Fold runtime frames</source>
        <translation>런타임 프레임 접기</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="40" />
        <source>Save image…</source>
        <translation>이미지 저장…</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="47" />
        <source>Time in I/O calls</source>
        <translation>I/O 호출 시간</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="48" />
        <source>Calls</source>
        <translation>호출</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="49" />
        <source>Bytes</source>
        <translation>바이트</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="50" />
        <source>What a frame's width stands for</source>
        <translation>프레임 너비가 나타내는 것</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="51" />
        <source>Callers first (top-down)</source>
        <translation>호출자부터(하향식)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="52" />
        <source>Calls first (bottom-up)</source>
        <translation>호출부터(상향식)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="53" />
        <source>Top-down: the program's entry at the bottom, the I/O calls at the top. Bottom-up: the I/O calls at the bottom, who made them above.</source>
        <translation>하향식: 프로그램 진입점이 아래, I/O 호출이 위. 상향식: I/O 호출이 아래, 그것을 부른 것이 위.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="56" />
        <source>Leave out the frames of system libraries and language runtimes, so that the tips are your own code</source>
        <translation>시스템 라이브러리와 언어 런타임 프레임을 빼서 끝부분이 내 코드가 되게 합니다</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="58" />
        <source>Save the flame graph as drawn, as PNG, PDF or SVG</source>
        <translation>그려진 그대로의 플레임 그래프를 PNG, PDF, SVG로 저장</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="59" />
        <source>Search frames</source>
        <translation>프레임 검색</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="77" />
        <source>Width:</source>
        <translation>너비:</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="114" />
        <source>Flame graph</source>
        <translation>플레임 그래프</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="115" />
        <source>Tree</source>
        <translation>트리</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="116" />
        <source>Source</source>
        <translation>소스</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="161" />
        <source>Show only what %1 caused</source>
        <translation>%1이(가) 일으킨 것만 표시</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="167" />
        <source>Count %1 as your code</source>
        <translation>%1을(를) 내 코드로 세기</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="174" />
        <source>The file table, the plots, the time line and these stacks show only the calls whose sampled stacks pass through this frame</source>
        <translation>파일 표, 플롯, 타임라인, 이 스택에 샘플링한 스택이 이 프레임을 지나는 호출만 표시합니다</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="176" />
        <source>Show its source</source>
        <translation>소스 표시</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="180" />
        <source>The findings then name lines in every module or script whose path contains %1, as iolens-cli trace --user-code does</source>
        <translation>이후 발견은 경로에 %1이(가) 들어 있는 모든 모듈이나 스크립트의 줄을 가리킵니다(iolens-cli trace --user-code와 같습니다)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="199" />
        <source>Each box is a function, as wide as its share of the measure chosen above, standing on its caller (top-down) or on what it called (bottom-up). Click a box to zoom in, a full-width row beneath it to zoom out; its source, when this machine has it, is then in the Source tab. %1</source>
        <translation>각 상자는 함수이며, 너비는 위에서 고른 척도에서 차지하는 몫입니다. 호출자(하향식) 또는 호출한 대상(상향식) 위에 놓입니다. 상자를 클릭하면 확대, 아래의 전체 너비 행을 클릭하면 축소합니다. 이 컴퓨터에 소스가 있으면 그 소스가 '소스' 탭에 나옵니다. %1</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="204" />
        <source>Click a frame of your own code in the flame graph or the tree to see its source here.</source>
        <translation>플레임 그래프나 트리에서 내 코드의 프레임을 클릭하면 여기에 그 소스가 나옵니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="219" />
        <source>%1 has no source file and line: its module was built without debug information, or it is a runtime's own code.</source>
        <translation>%1에는 소스 파일과 줄이 없습니다: 그 모듈이 디버그 정보 없이 빌드되었거나, 런타임 자체의 코드입니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="239" />
        <location filename="../../ui/trace/flamepane.cpp" line="248" />
        <source>Save the flame graph</source>
        <translation>플레임 그래프 저장</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="241" />
        <source>PNG image (*.png)</source>
        <translation>PNG 이미지 (*.png)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="241" />
        <source>PDF document (*.pdf)</source>
        <translation>PDF 문서 (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="241" />
        <source>SVG drawing (*.svg)</source>
        <translation>SVG 그림 (*.svg)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/flamepane.cpp" line="269" />
        <source>Matching frames: %1</source>
        <translation>일치하는 프레임: %1</translation>
    </message>
</context>
<context>
    <name>iolens::ui::GenerateDialog</name>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="35" />
        <source>Generate test file</source>
        <translation>테스트 파일 생성</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="36" />
        <source>Random bytes (copy)</source>
        <translation>무작위 바이트 (복사용)</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="37" />
        <source>Text lines (read, lookup)</source>
        <translation>텍스트 줄 (읽기, 조회용)</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="38" />
        <source>Zeros, allocated</source>
        <translation>0으로 채움 (할당됨)</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="39" />
        <source>Sparse (a hole, like the article's setLength)</source>
        <translation>희소 파일 (글의 setLength처럼 구멍)</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="40" />
        <source>Bytes, or with K/M/G meaning KiB/MiB/GiB: 64M = 67108864 bytes</source>
        <translation>바이트 수 또는 K/M/G(KiB/MiB/GiB): 64M = 67108864바이트</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="43" />
        <source> bytes</source>
        <translation> 바이트</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="44" />
        <source>ASCII</source>
        <translation>ASCII</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="45" />
        <source>UTF-8 with Japanese and Korean</source>
        <translation>일본어와 한국어가 섞인 UTF-8</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="50" />
        <source>Browse…</source>
        <translation>찾아보기…</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="57" />
        <source>Generate</source>
        <translation>생성</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="60" />
        <source>Kind:</source>
        <translation>종류:</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="61" />
        <source>Size:</source>
        <translation>크기:</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="62" />
        <source>Average line length:</source>
        <translation>평균 줄 길이:</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="63" />
        <source>Characters:</source>
        <translation>문자:</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="64" />
        <source>File:</source>
        <translation>파일:</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="99" />
        <source>Test file</source>
        <translation>테스트 파일</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="109" />
        <source>'%1' is not a size: use bytes or K/M/G (KiB/MiB/GiB), e.g. 64M.</source>
        <translation>'%1'은(는) 크기가 아닙니다. 바이트 수나 K/M/G(KiB/MiB/GiB)를 쓰세요 (예: 64M).</translation>
    </message>
    <message>
        <location filename="../../ui/generatedialog.cpp" line="117" />
        <source>'%1' exists. Replace it?</source>
        <translation>'%1'이(가) 이미 있습니다. 바꿀까요?</translation>
    </message>
</context>
<context>
    <name>iolens::ui::HotspotView</name>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="47" />
        <location filename="../../ui/hotspotview.cpp" line="88" />
        <location filename="../../ui/hotspotview.cpp" line="95" />
        <source>Run v1–v4</source>
        <translation>v1–v4 실행</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="53" />
        <source>iterations: </source>
        <translation>반복: </translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="54" />
        <source>The article ran 10,000; v1 then takes minutes on a slow disk.</source>
        <translation>글에서는 10,000회. 느린 디스크에서는 v1이 몇 분 걸립니다.</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="55" />
        <source>scenario.csv-merge (article 004)</source>
        <translation>scenario.csv-merge (글 004)</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="108" />
        <source>1 total</source>
        <translation>1 전체</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="109" />
        <source>2 print</source>
        <translation>2 출력</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="109" />
        <source>3 read test1</source>
        <translation>3 test1 읽기</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="110" />
        <source>4 write</source>
        <translation>4 쓰기</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="110" />
        <source>5 read test2</source>
        <translation>5 test2 읽기</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="111" />
        <source>6 write</source>
        <translation>6 쓰기</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="111" />
        <source>7 open</source>
        <translation>7 열기</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="112" />
        <source>8 close</source>
        <translation>8 닫기</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="121" />
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="150" />
        <source>Stopwatch</source>
        <translation>스톱워치</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="152" />
        <source>%1 [ms]</source>
        <translation>%1 [ms]</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="153" />
        <source>article v1 [ms]</source>
        <translation>글 v1 [ms]</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="156" />
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
        <source>Total time [ms]</source>
        <translation>총 시간 [ms]</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="223" />
        <source>Press "Run v1–v4" to run article 004's program in its four variants.</source>
        <translation>"v1–v4 실행"을 누르면 글 004의 프로그램을 네 가지 버전으로 실행합니다.</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="230" />
        <source>StopwatchUtil sections: 1 total, 2 print, 3 read test1, 4 write, 5 read test2, 6 write, 7 open, 8 close. v2 merges the two writes, v3 opens the writer once, v4 indexes the reads too. Log scale: each step removes a hotspot.</source>
        <translation>StopwatchUtil 구간: 1 전체, 2 출력, 3 test1 읽기, 4 쓰기, 5 test2 읽기, 6 쓰기, 7 열기, 8 닫기. v2는 두 번의 쓰기를 합치고, v3는 writer를 한 번만 열고, v4는 읽기도 색인합니다. 로그 눈금: 단계마다 핫스폿이 하나씩 사라집니다.</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="248" />
        <source>One open+close of a file costs %1 on this machine (measured just now), against about %2 per reopen on the article's platform (section 4: 71,247 ms for 10,000 writes).</source>
        <translation>이 머신에서 파일 open+close 한 번은 %1 걸립니다(방금 측정). 글의 환경에서는 다시 열 때마다 약 %2였습니다(4절: 10,000번 쓰기에 71,247 ms).</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="259" />
        <source>So v1 and v3 take about the same time here (v1 ÷ v3 = %1×): the article's "the writer is the hotspot" does not reproduce, and the reads that v4 indexes are what matter.</source>
        <translation>그래서 여기서는 v1과 v3의 시간이 거의 같습니다(v1 ÷ v3 = %1×). 글의 "writer가 핫스팟"은 재현되지 않으며, 중요한 것은 v4가 인덱스로 바꾸는 읽기입니다.</translation>
    </message>
    <message>
        <location filename="../../ui/hotspotview.cpp" line="263" />
        <source>Here v3 is %1× faster than v1: reopening the writer for every line costs enough to matter.</source>
        <translation>여기서는 v3가 v1보다 %1× 빠릅니다: 줄마다 writer를 다시 여는 비용이 무시할 수 없습니다.</translation>
    </message>
<message>
        <location filename="../../ui/hotspotview.h" line="26" />
        <source>Hotspot</source>
        <translation>핫스폿</translation>
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
        <translation>기사 000(파일 복사, JMH, 10 GB 스파스 파일): transferTo 13.055 ± 0.583 s, 버퍼를 쓰는 방식들은 12.7–13.7 s로 오차 범위 안에서 같습니다. 10 GB에서 스트림→스트림 12.128 ± 0.331 s, Path→Path 12.257 ± 0.342 s이고, 100 GB에서는 160.0 s 대 153.5 s로 규모가 커지면 네이티브 복사가 앞섭니다.</translation>
    </message>
    <message>
        <location filename="../../core/read/bufferread.cpp" line="36" />
        <location filename="../../core/read/charread.cpp" line="170" />
        <location filename="../../core/read/getlineread.cpp" line="58" />
        <location filename="../../core/read/readfamily.cpp" line="16" />
        <source>Article 002 (10 MB text): FileReader.read() per char 450 ms; FileReader with a 1 MiB char[] 80 ms; BufferedReader.readLine() 120 ms (a larger BufferedReader buffer made it 140 ms).</source>
        <translation>기사 002(10 MB 텍스트): FileReader.read()로 문자마다 450 ms, 1 MiB char[]를 쓰는 FileReader 80 ms, BufferedReader.readLine() 120 ms(BufferedReader 버퍼를 키우자 140 ms가 되었습니다).</translation>
    </message>
    <message>
        <location filename="../../core/write/openoncewrite.cpp" line="38" />
        <location filename="../../core/write/openoncewrite.cpp" line="96" />
        <location filename="../../core/write/reopenwrite.cpp" line="74" />
        <location filename="../../core/write/writefamily.cpp" line="16" />
        <source>Article 004 (10,000 iterations): writing through a writer opened and closed per record took 71,247 ms + 69,725 ms; merging the two writes 67,674 ms; opening the writer once: 19 ms write, 2 ms open, 10 ms close. Whole run 2.7 min → 2 s.</source>
        <translation>기사 004(10,000회 반복): 레코드마다 열고 닫는 writer로 쓰면 71,247 ms + 69,725 ms가 걸렸습니다. 두 번의 쓰기를 합치면 67,674 ms. writer를 한 번만 열면 write 19 ms, open 2 ms, close 10 ms. 전체 실행은 2.7 min → 2 s.</translation>
    </message>
    <message>
        <location filename="../../core/lookup/indexlookup.cpp" line="56" />
        <location filename="../../core/lookup/lookupfamily.cpp" line="16" />
        <location filename="../../core/lookup/rescanlookup.cpp" line="40" />
        <source>Article 004: each lookup re-opened test1.csv/test2.csv and read from the start (8,277 ms + 9,939 ms); an index read once turns O(N·M) into O(N+M).</source>
        <translation>기사 004: 조회마다 test1.csv/test2.csv를 다시 열고 처음부터 읽었습니다(8,277 ms + 9,939 ms). 한 번 읽어 만든 인덱스는 O(N·M)을 O(N+M)으로 바꿉니다.</translation>
    </message>
    <message>
        <location filename="../../core/alloc/allocfamily.cpp" line="16" />
        <location filename="../../core/alloc/allocread.cpp" line="109" />
        <location filename="../../core/alloc/allocread.cpp" line="138" />
        <source>Article 002: ByteBuffer.allocateDirect called per use can trigger System.gc() when native memory runs out; allocate once and reuse.</source>
        <translation>기사 002: 쓸 때마다 호출하는 ByteBuffer.allocateDirect는 네이티브 메모리가 바닥나면 System.gc()를 일으킬 수 있습니다. 한 번 할당하고 재사용하십시오.</translation>
    </message>
    <message>
        <location filename="../../core/watch/watchfamily.cpp" line="15" />
        <source>Article 002: until JDK 6, code called File.lastModified() again and again to see whether a file had changed; each call runs several steps inside and goes to the OS's I/O, so a service that repeats it pays for it. JDK 7's WatchService (register the directory for ENTRY_MODIFY, then take() waits until a change) makes the periodic check unnecessary. The article gives no figures for this: iolens measures them.</source>
        <translation>기사 002: JDK 6까지는 파일이 바뀌었는지 알아보려고 코드가 File.lastModified()를 거듭 호출했습니다. 호출 한 번이 내부에서 여러 단계를 거쳐 OS의 I/O로 가므로, 이를 반복하는 서비스는 그 비용을 치릅니다. JDK 7의 WatchService(디렉터리를 ENTRY_MODIFY로 등록한 뒤 take()가 변경될 때까지 기다림)로 주기적인 확인이 필요 없어집니다. 기사는 이에 대한 수치를 제시하지 않습니다: iolens가 그것을 측정합니다.</translation>
    </message>
    <message>
        <location filename="../../core/net/netfamily.cpp" line="15" />
        <source>Article 004 (HTTP + database round trips for ids 1–29 of a table with an image column, java.net.http.HttpClient + Jackson): one request per id 20,841 ms → one request for the id range 6,103 ms → enable &lt;&gt; 0 filtered on the server 4,562 ms → only the name column selected 556 ms. Fewer round trips, then less data: about 20 s → about 0.5 s.</source>
        <translation>기사 004(이미지 열이 있는 테이블의 id 1–29에 대한 HTTP + 데이터베이스 왕복, java.net.http.HttpClient + Jackson): id마다 요청 하나 20,841 ms → id 범위로 요청 하나 6,103 ms → enable &lt;&gt; 0을 서버에서 거르기 4,562 ms → name 열만 선택 556 ms. 왕복을 줄이고, 그다음 데이터를 줄입니다: 약 20 s → 약 0.5 s.</translation>
    </message>
    <message>
        <location filename="../../core/ext/extfamily.cpp" line="153" />
        <source>External commands as strategies: cp, cat, dd, wc and fio as references, and the articles' own Java code, each verified in the family whose job it does. Wall time includes the process start (and the JVM's); phases are what the program printed.</source>
        <translation>외부 명령을 방식으로: 기준으로서의 cp, cat, dd, wc, fio와 기사 자체의 Java 코드이며, 각각 자기 일에 해당하는 패밀리에서 검증합니다. 벽시계 시간에는 프로세스 시작(그리고 JVM 시작)이 포함되고, 단계는 프로그램이 출력한 것입니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/bytecopy.cpp" line="44" />
        <source>one read(2) and one write(2) per byte</source>
        <translation>바이트마다 read(2)와 write(2)를 한 번씩</translation>
    </message>
    <message>
        <location filename="../../core/copy/bytecopy.cpp" line="46" />
        <source>Asks the kernel for every single byte: read(fd, &amp;c, 1) then write(fd, &amp;c, 1), until end of file.</source>
        <translation>모든 바이트를 하나씩 커널에 요청합니다: 파일 끝까지 read(fd, &amp;c, 1) 다음에 write(fd, &amp;c, 1)을 합니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/bytecopy.cpp" line="48" />
        <source>FileInputStream.read() / FileOutputStream.write(int) without any buffering: each call is a native call into the kernel.</source>
        <translation>버퍼링 없는 FileInputStream.read() / FileOutputStream.write(int): 호출마다 커널로 들어가는 네이티브 호출이 됩니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/bytecopy.cpp" line="51" />
        <source>2 × size system calls of ~0.2–1 µs each; the bytes themselves cost nothing. 1 GiB needs two billion calls — minutes where a buffer loop takes a fraction of a second.</source>
        <translation>한 번에 ~0.2–1 µs인 시스템 호출이 2 × size번입니다. 바이트 자체에는 비용이 없습니다. 1 GiB에는 20억 번의 호출이 필요해서, 버퍼 루프라면 1초도 안 걸리는 일에 몇 분이 걸립니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/bytecopy.cpp" line="27" />
        <source>Timed in batches: 64 KiB are read one byte per call into a staging array (one Read interval, calls = bytes), then written one byte per call (one Write interval). A clock read costs about as much as one such call, so timing each call would double what is measured. Cancel is polled per batch.</source>
        <translation>배치 단위로 측정합니다: 64 KiB를 호출당 1바이트씩 스테이징 배열로 읽고(Read 구간 하나, 호출 수 = 바이트 수), 이어서 호출당 1바이트씩 씁니다(Write 구간 하나). 시계를 한 번 읽는 비용이 이런 호출 한 번과 비슷하므로, 호출마다 측정하면 측정값이 두 배가 됩니다. 취소는 배치마다 확인합니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/bytecopy.cpp" line="55" />
        <location filename="../../core/copy/bytecopy.cpp" line="143" />
        <location filename="../../core/copy/bytecopy.cpp" line="235" />
        <source>Article 000: BufferedInputStream.read() one byte per call through an 8 KiB buffer — per-byte calls are the real sin; the bulk loops are all equal.</source>
        <translation>기사 000: BufferedInputStream.read()로 8 KiB 버퍼를 거쳐 호출당 1바이트씩 읽습니다 — 진짜 문제는 바이트 단위 호출이며, 일괄 루프는 모두 같습니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/bytecopy.cpp" line="129" />
        <source>fgetc/fputc per byte through stdio buffers</source>
        <translation>stdio 버퍼를 거쳐 바이트마다 fgetc/fputc</translation>
    </message>
    <message>
        <location filename="../../core/copy/bytecopy.cpp" line="132" />
        <source>Copies one byte per fgetc(3)/fputc(3) call; stdio refills and drains its own buffer (buffer_size, set with setvbuf) with one read(2)/write(2) per buffer.</source>
        <translation>fgetc(3)/fputc(3) 호출 한 번에 1바이트씩 복사합니다. stdio는 자체 버퍼(buffer_size, setvbuf로 설정)를 버퍼 하나당 read(2)/write(2) 한 번으로 채우고 비웁니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/bytecopy.cpp" line="135" />
        <source>BufferedInputStream.read() / BufferedOutputStream.write(int) one byte at a time through their 8 KiB buffers.</source>
        <translation>BufferedInputStream.read() / BufferedOutputStream.write(int)로 8 KiB 버퍼를 거쳐 한 번에 1바이트씩.</translation>
    </message>
    <message>
        <location filename="../../core/copy/bytecopy.cpp" line="138" />
        <source>2 × size library calls of a few ns each (each takes the FILE lock, which glibc skips while the process has one thread) plus 2 × size / buffer_size system calls. Far cheaper than a system call per byte, still ~10× slower than a buffer loop: per-byte calls are the cost.</source>
        <translation>한 번에 몇 ns인 라이브러리 호출이 2 × size번(호출마다 FILE 잠금을 잡으며, 프로세스에 스레드가 하나뿐인 동안에는 glibc가 이를 생략합니다)에 더해 2 × size / buffer_size번의 시스템 호출. 바이트마다 시스템 호출을 하는 것보다 훨씬 싸지만, 여전히 버퍼 루프보다 ~10× 느립니다: 비용은 바이트 단위 호출에 있습니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/bytecopy.cpp" line="222" />
        <source>istream::get/ostream::put per byte</source>
        <translation>바이트마다 istream::get/ostream::put</translation>
    </message>
    <message>
        <location filename="../../core/copy/bytecopy.cpp" line="225" />
        <source>Copies one byte per std::istream::get(char&amp;) and std::ostream::put(char) call on std::ifstream / std::ofstream; each filebuf (buffer_size, set with pubsetbuf) refills with one read(2) and drains with one write(2).</source>
        <translation>std::ifstream / std::ofstream에서 std::istream::get(char&amp;)과 std::ostream::put(char) 호출 한 번에 1바이트씩 복사합니다. 각 filebuf(buffer_size, pubsetbuf로 설정)는 read(2) 한 번으로 채우고 write(2) 한 번으로 비웁니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/bytecopy.cpp" line="229" />
        <source>BufferedInputStream.read() / BufferedOutputStream.write(int) one byte at a time, in C++ streams.</source>
        <translation>BufferedInputStream.read() / BufferedOutputStream.write(int)로 한 번에 1바이트씩을 C++ 스트림으로.</translation>
    </message>
    <message>
        <location filename="../../core/copy/bytecopy.cpp" line="231" />
        <source>2 × size member calls, each building a sentry and checking stream state (more work per byte than fgetc), plus 2 × size / buffer_size system calls. Bounded by per-byte overhead, not I/O.</source>
        <translation>멤버 함수 호출이 2 × size번이고, 호출마다 sentry를 만들고 스트림 상태를 확인합니다(fgetc보다 바이트당 일이 많습니다). 여기에 2 × size / buffer_size번의 시스템 호출이 더해집니다. I/O가 아니라 바이트당 오버헤드가 한계를 정합니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/bufferloop.cpp" line="25" />
        <source>read/write loop with a buffer</source>
        <translation>버퍼를 쓰는 read/write 루프</translation>
    </message>
    <message>
        <location filename="../../core/copy/bufferloop.cpp" line="28" />
        <source>Reads a buffer's worth with read(2) and writes it out with write(2) until end of file.</source>
        <translation>파일 끝까지 버퍼 하나 분량을 read(2)로 읽고 write(2)로 씁니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/bufferloop.cpp" line="30" />
        <source>InputStream.read(byte[8192]) / OutputStream.write loop; InputStream.transferTo uses the same 8 KiB loop inside the library.</source>
        <translation>InputStream.read(byte[8192]) / OutputStream.write 루프. InputStream.transferTo도 라이브러리 안에서 같은 8 KiB 루프를 씁니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/bufferloop.cpp" line="33" />
        <source>2 × ceil(size / buffer_size) system calls, each copying between the page cache and the user buffer: small buffers pay the per-call cost (~1 µs), large ones stop gaining past ~128 KiB.</source>
        <translation>2 × ceil(size / buffer_size)번의 시스템 호출이며, 호출마다 페이지 캐시와 사용자 버퍼 사이에서 복사합니다: 작은 버퍼는 호출당 비용(~1 µs)을 치르고, 큰 버퍼는 ~128 KiB를 넘으면 더 빨라지지 않습니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/iostreamrdbuf.cpp" line="85" />
        <source>out &lt;&lt; in.rdbuf() (stream to stream)</source>
        <translation>out &lt;&lt; in.rdbuf() (스트림에서 스트림으로)</translation>
    </message>
    <message>
        <location filename="../../core/copy/iostreamrdbuf.cpp" line="90" />
        <source>The C++ one-liner: std::ofstream &lt;&lt; std::ifstream::rdbuf(). The library loops over the input filebuf's buffer and hands each filled buffer to the output stream, which writes it straight through with writev(2).</source>
        <translation>C++ 한 줄 복사: std::ofstream &lt;&lt; std::ifstream::rdbuf(). 라이브러리가 입력 filebuf의 버퍼를 돌며 채워진 버퍼를 출력 스트림에 넘기고, 출력 스트림은 이를 writev(2)로 그대로 씁니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/iostreamrdbuf.cpp" line="94" />
        <source>InputStream.transferTo(OutputStream): a bulk copy loop inside the library with an 8 KiB buffer.</source>
        <translation>InputStream.transferTo(OutputStream): 8 KiB 버퍼를 쓰는 라이브러리 내부의 일괄 복사 루프.</translation>
    </message>
    <message>
        <location filename="../../core/copy/iostreamrdbuf.cpp" line="96" />
        <source>2 × size / buffer_size system calls (libstdc++ reads buffer_size − 1 bytes per read(2): 8191 by default, so the reads are not page aligned), one copy into the filebuf and one out of it. As fast as a buffer loop of the same size.</source>
        <translation>2 × size / buffer_size번의 시스템 호출(libstdc++는 read(2) 한 번에 buffer_size − 1바이트를 읽습니다: 기본값으로 8191이라 읽기가 페이지 경계에 맞지 않습니다). filebuf로 한 번, filebuf에서 한 번 복사합니다. 같은 크기의 버퍼 루프만큼 빠릅니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/iostreamrdbuf.cpp" line="100" />
        <source>Chunks are handed to the destination through a thin forwarding streambuf: the time inside each hand-over is Write, the time between hand-overs (the input refilling) is Read, two clock reads per chunk. It also ticks progress and polls cancel, which a bare `&lt;&lt;` cannot.</source>
        <translation>청크는 얇은 전달용 streambuf를 거쳐 대상에 넘겨집니다: 각 전달 안의 시간이 Write, 전달 사이의 시간(입력 다시 채우기)이 Read이며, 청크마다 시계를 두 번 읽습니다. 이 streambuf는 진행 상황도 갱신하고 취소도 확인하는데, 맨 `&lt;&lt;`로는 할 수 없는 일입니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/qfilecopy.cpp" line="46" />
        <source>QFile::read/QFile::write loop</source>
        <translation>QFile::read/QFile::write 루프</translation>
    </message>
    <message>
        <location filename="../../core/copy/qfilecopy.cpp" line="50" />
        <source>Qt's everyday way: QFile::read into a buffer and QFile::write it out, until QFile::read returns 0. The destination is created with O_EXCL and closed by iolens' own system-call layer; QFile only writes to it (Qt retries an interrupted close(2) and would then report EBADF for a good copy).</source>
        <translation>Qt의 일상적인 방법: QFile::read로 버퍼에 읽고 QFile::write로 쓰기를 QFile::read가 0을 반환할 때까지 반복합니다. 대상은 iolens 자체의 시스템 호출 계층이 O_EXCL로 만들고 닫으며, QFile은 쓰기만 합니다(Qt는 중단된 close(2)를 다시 시도해 올바른 복사에도 EBADF를 보고하기 때문입니다).</translation>
    </message>
    <message>
        <location filename="../../core/copy/qfilecopy.cpp" line="55" />
        <source>Files.newInputStream / Files.newOutputStream with a byte[] loop: the modern stream classes, a thin object layer over read(2)/write(2).</source>
        <translation>byte[] 루프를 쓰는 Files.newInputStream / Files.newOutputStream: read(2)/write(2) 위의 얇은 객체 계층인 현대적인 스트림 클래스.</translation>
    </message>
    <message>
        <location filename="../../core/copy/qfilecopy.cpp" line="58" />
        <source>Like the buffer loop (2 × size / buffer_size system calls) plus QIODevice's bookkeeping per call; small requests are served from QIODevice's internal buffer (16 KiB), so a tiny buffer_size costs library calls rather than system calls.</source>
        <translation>버퍼 루프와 같고(2 × size / buffer_size번의 시스템 호출) 호출마다 QIODevice의 관리 작업이 더해집니다. 작은 요청은 QIODevice의 내부 버퍼(16 KiB)에서 처리되므로, 아주 작은 buffer_size는 시스템 호출이 아니라 라이브러리 호출 비용을 치릅니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/qfilecopy.cpp" line="141" />
        <source>QFile::copy (one call)</source>
        <translation>QFile::copy (호출 한 번)</translation>
    </message>
    <message>
        <location filename="../../core/copy/qfilecopy.cpp" line="143" />
        <source>One call to QFile::copy(newName). Qt 6.4 on Linux (seen with strace) writes into an anonymous O_TMPFILE in the destination directory, tries FICLONE, then copies with sendfile(2), fdatasync(2)s the file and links it into place; it fails if the destination exists.</source>
        <translation>QFile::copy(newName)를 한 번 호출합니다. Linux의 Qt 6.4는 (strace로 확인한 바로는) 대상 디렉터리에 이름 없는 O_TMPFILE을 만들어 쓰고, FICLONE을 시도한 다음 sendfile(2)로 복사하고, 파일을 fdatasync(2)한 뒤 제자리에 링크합니다. 대상이 이미 있으면 실패합니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/qfilecopy.cpp" line="148" />
        <source>Files.copy(Path, Path): a native path-to-path copy inside the library.</source>
        <translation>Files.copy(Path, Path): 라이브러리 내부의 네이티브 경로 대 경로 복사.</translation>
    </message>
    <message>
        <location filename="../../core/copy/qfilecopy.cpp" line="149" />
        <source>A few system calls, the copy done in the kernel without passing through user space — plus a fdatasync that waits for the disk, which the other strategies do not pay: on a real disk this is the price of Qt's crash safety.</source>
        <translation>시스템 호출 몇 번이면 되고, 복사는 사용자 공간을 거치지 않고 커널 안에서 이루어집니다 — 다만 디스크를 기다리는 fdatasync가 더해지며, 다른 방식은 이 비용을 치르지 않습니다: 실제 디스크에서는 이것이 Qt의 크래시 안전성의 대가입니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/qfilecopy.cpp" line="153" />
        <location filename="../../core/copy/stdfilesystem.cpp" line="49" />
        <source>The single call is timed as one Write interval (it reads and writes). It cannot be interrupted: cancel is checked before it starts and progress is reported when it returns.</source>
        <translation>한 번의 호출을 Write 구간 하나로 측정합니다(읽기와 쓰기를 모두 합니다). 중단할 수 없습니다: 취소는 시작 전에 확인하고, 진행 상황은 호출이 돌아올 때 보고합니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/readall.cpp" line="24" />
        <source>whole file into memory, then write</source>
        <translation>파일 전체를 메모리에 읽은 뒤 쓰기</translation>
    </message>
    <message>
        <location filename="../../core/copy/readall.cpp" line="26" />
        <source>Allocates a buffer as large as the file, reads the whole file into it, then writes it out.</source>
        <translation>파일만 한 버퍼를 할당하고, 파일 전체를 거기에 읽은 다음 씁니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/readall.cpp" line="28" />
        <source>Files.readAllBytes(Path) / InputStream.readAllBytes() followed by Files.write: fast, but memory grows with the file — dangerous with many concurrent users or a file larger than RAM.</source>
        <translation>Files.readAllBytes(Path) / InputStream.readAllBytes() 다음에 Files.write: 빠르지만 메모리가 파일과 함께 커집니다 — 동시 사용자가 많거나 파일이 RAM보다 크면 위험합니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/readall.cpp" line="31" />
        <source>As few system calls as possible, but size bytes of memory: the process's peak RSS grows by the file size, and every page of the buffer is faulted in (zeroed by the kernel) during Read.</source>
        <translation>시스템 호출은 최소한이지만 size바이트의 메모리를 씁니다: 프로세스의 피크 RSS가 파일 크기만큼 커지고, 버퍼의 모든 페이지가 Read 동안 폴트로 할당됩니다(커널이 0으로 채웁니다).</translation>
    </message>
    <message>
        <location filename="../../core/copy/readall.cpp" line="34" />
        <source>Read and Write are timed per 4 MiB slice (the slices exist to poll cancel); Alloc is the allocation, whose pages are only touched later, in Read.</source>
        <translation>Read와 Write는 4 MiB 슬라이스마다 측정합니다(슬라이스는 취소를 확인하려고 있습니다). Alloc은 할당 시간이며, 그 페이지는 나중에 Read에서야 건드립니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/readall.cpp" line="37" />
        <source>Article 000: readAllBytes() is fast, but memory grows with the file — dangerous with many concurrent users. Watch the Peak RSS column.</source>
        <translation>기사 000: readAllBytes()는 빠르지만 메모리가 파일과 함께 커집니다 — 동시 사용자가 많으면 위험합니다. Peak RSS 열을 보십시오.</translation>
    </message>
    <message>
        <location filename="../../core/copy/mmapcopy.cpp" line="54" />
        <source>map the source, write(2) from the mapping</source>
        <translation>원본을 매핑하고 매핑에서 write(2)</translation>
    </message>
    <message>
        <location filename="../../core/copy/mmapcopy.cpp" line="59" />
        <source>Maps the source file into memory with mmap(2), a window at a time, and writes the mapped bytes to the destination with write(2), chunk by chunk: no user-space buffer and no read(2).</source>
        <translation>원본 파일을 mmap(2)로 한 번에 윈도 하나씩 메모리에 매핑하고, 매핑된 바이트를 write(2)로 청크마다 대상에 씁니다: 사용자 공간 버퍼도 read(2)도 없습니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/mmapcopy.cpp" line="62" />
        <source>FileChannel.map(READ_ONLY, position, size) and WritableByteChannel.write(MappedByteBuffer) — a MappedByteBuffer is limited to 2 GiB in Java; here windows of any size cover any file.</source>
        <translation>FileChannel.map(READ_ONLY, position, size)와 WritableByteChannel.write(MappedByteBuffer) — Java의 MappedByteBuffer는 2 GiB로 제한되지만, 여기서는 어떤 크기의 윈도로든 어떤 파일이든 다룹니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/mmapcopy.cpp" line="65" />
        <source>size / chunk_size write(2) calls copying from the page cache to the page cache, plus one mmap/munmap pair per window; the source pages are faulted into the mapping while write(2) reads them, so page faults replace read calls (the faults are counted inside Write). Resident memory grows by one window. If the source is truncated meanwhile the process gets SIGBUS; on tmpfs, faulting a hole through a mapping allocates it, so a sparse source fills up with real memory.</source>
        <translation>페이지 캐시에서 페이지 캐시로 복사하는 write(2)가 size / chunk_size번, 그리고 윈도마다 mmap/munmap 한 쌍. 원본 페이지는 write(2)가 읽는 동안 매핑으로 폴트되어 들어오므로 read 호출이 페이지 폴트로 바뀝니다(폴트는 Write 안에서 셉니다). 상주 메모리는 윈도 하나만큼 늘어납니다. 그사이 원본이 잘리면 프로세스는 SIGBUS를 받습니다. tmpfs에서는 매핑을 통해 홀을 폴트시키면 할당이 일어나므로, 스파스 원본이 실제 메모리로 채워집니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/mmapcopy.cpp" line="113" />
        <source>map both files, memcpy</source>
        <translation>두 파일을 모두 매핑하고 memcpy</translation>
    </message>
    <message>
        <location filename="../../core/copy/mmapcopy.cpp" line="116" />
        <source>Sizes the destination with ftruncate(2), maps a window of both files with mmap(2) (the destination shared and writable) and copies with memcpy, window after window. No read or write system calls at all.</source>
        <translation>ftruncate(2)로 대상의 크기를 정하고, 두 파일의 윈도를 mmap(2)로 매핑한 뒤(대상은 공유·쓰기 가능) memcpy로 윈도마다 복사합니다. read나 write 시스템 호출은 전혀 없습니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/mmapcopy.cpp" line="120" />
        <source>FileChannel.map(READ_ONLY) on the source, FileChannel.map(READ_WRITE) on the destination, then MappedByteBuffer.put(MappedByteBuffer).</source>
        <translation>원본에 FileChannel.map(READ_ONLY), 대상에 FileChannel.map(READ_WRITE)을 쓰고 MappedByteBuffer.put(MappedByteBuffer).</translation>
    </message>
    <message>
        <location filename="../../core/copy/mmapcopy.cpp" line="123" />
        <source>Two page faults per page (a read fault on the source, a write fault on the destination) instead of system calls, and one user-space copy; the dirty pages are written back by the kernel later. Faults cost more than a large read(2), so this is rarely the fastest. Resident memory grows by two windows. A store into a mapped page the disk has no room for is a SIGBUS, not an error code, so the destination's blocks are reserved first with posix_fallocate(2): a full disk is then a clean ENOSPC. On tmpfs the source's holes get allocated, as with mmap-write.</source>
        <translation>시스템 호출 대신 페이지마다 두 번의 페이지 폴트(원본의 읽기 폴트, 대상의 쓰기 폴트)와 사용자 공간 복사 한 번. 더티 페이지는 나중에 커널이 기록합니다. 폴트는 큰 read(2)보다 비싸므로 이 방식이 가장 빠른 경우는 드뭅니다. 상주 메모리는 윈도 두 개만큼 늘어납니다. 디스크에 공간이 없는 매핑된 페이지에 쓰면 오류 코드가 아니라 SIGBUS가 되므로, 먼저 posix_fallocate(2)로 대상의 블록을 확보합니다. 그러면 디스크가 가득 찼을 때 깔끔한 ENOSPC가 됩니다. tmpfs에서는 mmap-write와 마찬가지로 원본의 홀이 할당됩니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/mmapcopy.cpp" line="130" />
        <source>memcpy is timed as Write in 4 MiB slices (the slices exist to poll cancel); the page faults it takes are part of that time. Mapping and unmapping each window are timed as Map.</source>
        <translation>memcpy는 4 MiB 슬라이스마다 Write로 측정합니다(슬라이스는 취소를 확인하려고 있습니다). 그동안 일어나는 페이지 폴트도 이 시간에 포함됩니다. 각 윈도의 매핑과 해제는 Map으로 측정합니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/kernelcopy.cpp" line="34" />
        <source>sendfile(2) in a loop</source>
        <translation>루프로 sendfile(2)</translation>
    </message>
    <message>
        <location filename="../../core/copy/kernelcopy.cpp" line="37" />
        <source>Lets the kernel copy from the source to the destination with sendfile(2), looping until it returns 0 (end of file).</source>
        <translation>sendfile(2)로 원본에서 대상으로의 복사를 커널에 맡기고, 0(파일 끝)이 반환될 때까지 반복합니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/kernelcopy.cpp" line="40" />
        <source>FileChannel.transferTo(position, count, target), which the JDK implements with sendfile on Linux (it also loops, since one call moves at most 2 GiB).</source>
        <translation>FileChannel.transferTo(position, count, target). JDK는 Linux에서 이를 sendfile로 구현합니다(호출 한 번에 최대 2 GiB만 옮기므로 역시 반복합니다).</translation>
    </message>
    <message>
        <location filename="../../core/copy/kernelcopy.cpp" line="43" />
        <source>size / chunk_size system calls, one copy from page cache to page cache inside the kernel, no user-space buffer. A 4 GiB file needs at least three calls: a single call stops at 0x7ffff000 bytes.</source>
        <translation>size / chunk_size번의 시스템 호출로, 커널 안에서 페이지 캐시에서 페이지 캐시로 한 번 복사하며 사용자 공간 버퍼는 없습니다. 호출 한 번은 0x7ffff000바이트에서 멈추므로 4 GiB 파일에는 적어도 세 번의 호출이 필요합니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/kernelcopy.cpp" line="48" />
        <location filename="../../core/copy/kernelcopy.cpp" line="98" />
        <source>Each call is timed as one Write interval (it reads and writes).</source>
        <translation>각 호출을 Write 구간 하나로 측정합니다(읽기와 쓰기를 모두 합니다).</translation>
    </message>
    <message>
        <location filename="../../core/copy/kernelcopy.cpp" line="85" />
        <source>copy_file_range(2) (what cp does)</source>
        <translation>copy_file_range(2) (cp가 하는 방식)</translation>
    </message>
    <message>
        <location filename="../../core/copy/kernelcopy.cpp" line="87" />
        <source>Asks the kernel to copy a range from one file to another with copy_file_range(2), looping until it returns 0. GNU cp does this after trying FICLONE.</source>
        <translation>copy_file_range(2)로 한 파일의 범위를 다른 파일로 복사하도록 커널에 요청하고, 0이 반환될 때까지 반복합니다. GNU cp는 FICLONE을 시도한 다음 이렇게 합니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/kernelcopy.cpp" line="90" />
        <source>Files.copy(Path, Path) — recent JDKs use copy_file_range for it on Linux.</source>
        <translation>Files.copy(Path, Path) — 최근 JDK는 Linux에서 여기에 copy_file_range를 씁니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/kernelcopy.cpp" line="92" />
        <source>size / chunk_size system calls; the filesystem may share extents (btrfs, XFS), copy on the server (NFS) or copy page cache to page cache (ext4, tmpfs). Only within one filesystem: between two filesystems the kernel answers EXDEV and this strategy reports unsupported (cp falls back to read/write there).</source>
        <translation>size / chunk_size번의 시스템 호출. 파일 시스템은 익스텐트를 공유하거나(btrfs, XFS), 서버에서 복사하거나(NFS), 페이지 캐시에서 페이지 캐시로 복사합니다(ext4, tmpfs). 한 파일 시스템 안에서만 됩니다: 두 파일 시스템 사이에서는 커널이 EXDEV를 반환하고 이 방식은 지원되지 않음으로 보고합니다(cp는 그 경우 read/write로 돌아갑니다).</translation>
    </message>
    <message>
        <location filename="../../core/copy/kernelcopy.cpp" line="146" />
        <source>splice(2) through a pipe</source>
        <translation>파이프를 거치는 splice(2)</translation>
    </message>
    <message>
        <location filename="../../core/copy/kernelcopy.cpp" line="152" />
        <source>Moves the data file → pipe → file with two splice(2) calls per trip: the first takes references to the source's page-cache pages into the pipe, the second copies them into the destination.</source>
        <translation>데이터를 파일 → 파이프 → 파일로, 한 번 오갈 때마다 splice(2) 호출 두 번으로 옮깁니다: 첫 번째는 원본의 페이지 캐시 페이지에 대한 참조를 파이프로 가져오고, 두 번째는 이를 대상에 복사합니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/kernelcopy.cpp" line="155" />
        <source>None directly: FileChannel.transferTo uses sendfile, which the kernel itself builds from the same splice machinery.</source>
        <translation>직접 대응하는 것은 없습니다: FileChannel.transferTo는 sendfile을 쓰고, 커널은 sendfile 자체를 같은 splice 메커니즘으로 구성합니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/kernelcopy.cpp" line="158" />
        <source>2 × size / pipe_size system calls; no user-space copy. With the default 64 KiB pipe it takes more calls than sendfile for the same work.</source>
        <translation>2 × size / pipe_size번의 시스템 호출이며 사용자 공간 복사는 없습니다. 기본 64 KiB 파이프로는 같은 일에 sendfile보다 호출이 많습니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/kernelcopy.cpp" line="161" />
        <source>splice into the pipe is timed as Read, splice out of it as Write: one interval per call.</source>
        <translation>파이프로 들어가는 splice는 Read, 파이프에서 나오는 splice는 Write로 측정합니다: 호출마다 구간 하나.</translation>
    </message>
    <message>
        <location filename="../../core/copy/stdfilesystem.cpp" line="36" />
        <source>std::filesystem::copy_file (one call)</source>
        <translation>std::filesystem::copy_file (호출 한 번)</translation>
    </message>
    <message>
        <location filename="../../core/copy/stdfilesystem.cpp" line="38" />
        <source>One call to std::filesystem::copy_file(from, to, copy_options::none), which fails if the destination exists. libstdc++ 12 (seen with strace) opens the destination with O_EXCL, copies the permission bits and moves the data with sendfile(2).</source>
        <translation>std::filesystem::copy_file(from, to, copy_options::none)을 한 번 호출하며, 대상이 이미 있으면 실패합니다. libstdc++ 12는 (strace로 확인한 바로는) 대상을 O_EXCL로 열고, 권한 비트를 복사하고, 데이터를 sendfile(2)로 옮깁니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/stdfilesystem.cpp" line="42" />
        <source>Files.copy(Path, Path): the native path-to-path copy of article 000, which pulled ahead of the stream copies at 100 GB.</source>
        <translation>Files.copy(Path, Path): 기사 000의 네이티브 경로 대 경로 복사로, 100 GB에서 스트림 복사보다 앞섰습니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/stdfilesystem.cpp" line="45" />
        <source>A handful of system calls; the copy itself happens inside the kernel (page cache to page cache), no user-space buffer. The standard library picks the mechanism, so it differs between libstdc++ and libc++ and between versions.</source>
        <translation>시스템 호출 몇 번. 복사 자체는 커널 안에서(페이지 캐시에서 페이지 캐시로) 일어나며 사용자 공간 버퍼는 없습니다. 메커니즘은 표준 라이브러리가 고르므로 libstdc++와 libc++ 사이에서도, 버전 사이에서도 다릅니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/iouring.cpp" line="115" />
        <source>io_uring reads and writes (liburing)</source>
        <translation>io_uring 읽기와 쓰기 (liburing)</translation>
    </message>
    <message>
        <location filename="../../core/copy/iouring.cpp" line="120" />
        <source>Keeps queue_depth requests in flight through an io_uring: each buffer reads a piece of the file, then writes it at the same offset, then takes the next piece. Requests are batched into one io_uring_enter(2) per round.</source>
        <translation>io_uring을 통해 queue_depth개의 요청을 진행 중으로 유지합니다: 각 버퍼는 파일의 한 조각을 읽고, 같은 오프셋에 쓰고, 다음 조각을 가져갑니다. 요청은 라운드마다 io_uring_enter(2) 한 번으로 묶입니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/iouring.cpp" line="124" />
        <source>None directly; AsynchronousFileChannel is Java's asynchronous file API, though it is built on a thread pool, not on kernel completion queues.</source>
        <translation>직접 대응하는 것은 없습니다. AsynchronousFileChannel이 Java의 비동기 파일 API이지만, 커널 완료 큐가 아니라 스레드 풀 위에 만들어져 있습니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/iouring.cpp" line="127" />
        <source>Few system calls (one submit per batch of requests) but the same copies as a buffer loop; reads that hit the page cache complete inside the submit, others go to kernel worker threads. Shines with many outstanding requests on fast storage or O_DIRECT, less on a warm cache.</source>
        <translation>시스템 호출은 적지만(요청 배치마다 submit 한 번) 복사는 버퍼 루프와 같습니다. 페이지 캐시에 적중한 읽기는 submit 안에서 완료되고, 나머지는 커널 작업자 스레드로 갑니다. 빠른 저장 장치나 O_DIRECT에서 요청을 많이 동시에 낼 때 빛을 발하고, 캐시가 따뜻할 때는 덜합니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/iouring.cpp" line="131" />
        <source>Each io_uring_submit of reads is one Read interval (cached reads run inside it), each submit of writes one Write interval; waiting for completions is Wait. Bytes are those requested.</source>
        <translation>읽기의 io_uring_submit 한 번이 Read 구간 하나(캐시된 읽기는 그 안에서 실행됩니다), 쓰기의 submit 한 번이 Write 구간 하나입니다. 완료를 기다리는 것은 Wait입니다. 바이트 수는 요청한 양입니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/directio.cpp" line="30" />
        <source>O_DIRECT with an aligned buffer (no page cache)</source>
        <translation>정렬된 버퍼로 O_DIRECT (페이지 캐시 없음)</translation>
    </message>
    <message>
        <location filename="../../core/copy/directio.cpp" line="35" />
        <source>Opens both files with O_DIRECT and copies through an aligned buffer: the data moves between the device and the buffer by DMA, bypassing the page cache. The tail that is not a multiple of the block size is written after clearing O_DIRECT with fcntl(2).</source>
        <translation>두 파일을 O_DIRECT로 열고 정렬된 버퍼를 거쳐 복사합니다: 데이터는 페이지 캐시를 우회해 DMA로 장치와 버퍼 사이를 오갑니다. 블록 크기의 배수가 아닌 끝부분은 fcntl(2)로 O_DIRECT를 해제한 뒤 씁니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/directio.cpp" line="39" />
        <source>ExtendedOpenOption.DIRECT with a ByteBuffer.allocateDirect(...).alignedSlice(blockSize) buffer (JDK 10+).</source>
        <translation>ByteBuffer.allocateDirect(...).alignedSlice(blockSize) 버퍼와 ExtendedOpenOption.DIRECT (JDK 10+).</translation>
    </message>
    <message>
        <location filename="../../core/copy/directio.cpp" line="42" />
        <source>2 × size / buffer_size system calls, each waiting for the device: no cache hits, no read-ahead, no write-behind, so small buffers are slow and large ones (≥ 1 MiB) approach the device's speed. The cold path: what a copy costs when nothing is cached.</source>
        <translation>2 × size / buffer_size번의 시스템 호출이며 호출마다 장치를 기다립니다: 캐시 적중도, 미리 읽기도, 지연 쓰기도 없으므로 작은 버퍼는 느리고 큰 버퍼(≥ 1 MiB)는 장치 속도에 가까워집니다. 콜드 경로, 즉 아무것도 캐시되지 않았을 때 복사에 드는 비용입니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/reflink.cpp" line="19" />
        <source>ioctl(FICLONE): share extents, copy nothing</source>
        <translation>ioctl(FICLONE): 익스텐트를 공유하고 아무것도 복사하지 않음</translation>
    </message>
    <message>
        <location filename="../../core/copy/reflink.cpp" line="21" />
        <source>Asks the filesystem to make the destination share the source's extents (copy-on-write) with one ioctl(FICLONE). No data moves; blocks are copied only when either file is later changed.</source>
        <translation>ioctl(FICLONE) 한 번으로 대상이 원본의 익스텐트를 공유하도록(copy-on-write) 파일 시스템에 요청합니다. 데이터는 움직이지 않으며, 블록은 나중에 어느 한 파일이 바뀔 때에만 복사됩니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/reflink.cpp" line="24" />
        <source>None in the JDK; it is what `cp --reflink` does, and what GNU cp tries first by default.</source>
        <translation>JDK에는 없습니다. `cp --reflink`가 하는 일이고, GNU cp가 기본으로 가장 먼저 시도하는 일입니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/reflink.cpp" line="26" />
        <source>One system call whose cost grows with the number of extents, not with the bytes: a 100 GB file clones in milliseconds. Only on filesystems that share extents (btrfs, XFS with reflink, bcachefs, OCFS2) and only within one of them: ext4 and tmpfs answer EOPNOTSUPP, two filesystems EXDEV — reported as unsupported.</source>
        <translation>시스템 호출 한 번이며 그 비용은 바이트 수가 아니라 익스텐트 수에 따라 늘어납니다: 100 GB 파일이 몇 밀리초 만에 복제됩니다. 익스텐트를 공유하는 파일 시스템(btrfs, reflink를 켠 XFS, bcachefs, OCFS2)에서만, 그것도 그중 하나의 안에서만 됩니다: ext4와 tmpfs는 EOPNOTSUPP를, 두 파일 시스템 사이에서는 EXDEV를 반환하며 지원되지 않음으로 보고됩니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/reflink.cpp" line="31" />
        <source>The ioctl is timed as one Write interval. It cannot be interrupted: cancel is checked before it starts and progress is reported when it returns.</source>
        <translation>ioctl을 Write 구간 하나로 측정합니다. 중단할 수 없습니다: 취소는 시작 전에 확인하고, 진행 상황은 호출이 돌아올 때 보고합니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/parallelcopy.cpp" line="27" />
        <source>N threads of pread/pwrite on disjoint ranges</source>
        <translation>겹치지 않는 범위에 N개 스레드의 pread/pwrite</translation>
    </message>
    <message>
        <location filename="../../core/copy/parallelcopy.cpp" line="34" />
        <source>Sizes the destination with ftruncate(2), splits the file into `threads` contiguous ranges (page aligned) and copies each range in its own thread with pread(2)/pwrite(2) and its own buffer. A file smaller than a page per thread keeps some threads idle; they are not started.</source>
        <translation>ftruncate(2)로 대상의 크기를 정하고, 파일을 `threads`개의 연속된 범위(페이지 경계에 맞춤)로 나눈 뒤, 각 범위를 자기 스레드에서 자기 버퍼로 pread(2)/pwrite(2)를 써서 복사합니다. 스레드당 한 페이지도 안 되는 작은 파일에서는 일부 스레드가 놀게 되는데, 그런 스레드는 시작하지 않습니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/parallelcopy.cpp" line="38" />
        <source>No single API: the idea of Files.lines().parallel() (article 001) — split by byte ranges, let a pool of threads work — with FileChannel.read(ByteBuffer, position) / write(ByteBuffer, position).</source>
        <translation>단일 API는 없습니다: Files.lines().parallel()(기사 001)의 발상 — 바이트 범위로 나누고 스레드 풀이 처리하게 하기 — 을 FileChannel.read(ByteBuffer, position) / write(ByteBuffer, position)로 합니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/parallelcopy.cpp" line="42" />
        <source>The same system calls and copies as a buffer loop, spread over threads: it helps when one core cannot keep up (page-cache copies of a warm file, fast NVMe with deep queues) and hurts on a single spinning disk, where the heads seek between ranges. Memory: threads × buffer_size.</source>
        <translation>시스템 호출과 복사는 버퍼 루프와 같고 이를 스레드에 나눕니다: 코어 하나로 따라가지 못할 때(따뜻한 파일의 페이지 캐시 간 복사, 큐가 깊은 빠른 NVMe)는 도움이 되고, 범위 사이에서 헤드가 탐색하는 회전 디스크 하나에서는 오히려 손해입니다. 메모리: threads × buffer_size.</translation>
    </message>
    <message>
        <location filename="../../core/copy/parallelcopy.cpp" line="46" />
        <source>Every thread records its own Alloc, Read and Write phases (one interval per call); the totals add the threads up, so phase time can exceed wall time.</source>
        <translation>스레드마다 자기 Alloc, Read, Write 단계를 기록합니다(호출마다 구간 하나). 합계는 스레드들을 더한 것이므로 단계 시간이 벽시계 시간을 넘을 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/sparseaware.cpp" line="21" />
        <source>copy data extents only (SEEK_DATA/SEEK_HOLE)</source>
        <translation>데이터 익스텐트만 복사 (SEEK_DATA/SEEK_HOLE)</translation>
    </message>
    <message>
        <location filename="../../core/copy/sparseaware.cpp" line="25" />
        <source>Sizes the destination with ftruncate(2), then asks the source for its data extents with lseek(SEEK_DATA) and lseek(SEEK_HOLE) and copies only those with pread(2)/pwrite(2). Holes are skipped and stay holes in the destination, as `cp --sparse=auto` keeps them.</source>
        <translation>ftruncate(2)로 대상의 크기를 정하고, lseek(SEEK_DATA)와 lseek(SEEK_HOLE)로 원본의 데이터 익스텐트를 물어 그 부분만 pread(2)/pwrite(2)로 복사합니다. 홀은 건너뛰며, `cp --sparse=auto`가 유지하듯 대상에서도 홀로 남습니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/sparseaware.cpp" line="29" />
        <source>None: RandomAccessFile.setLength made article 000's 10 GB test file sparse, and every Java copy API read its holes back as real zeros — the benchmark mostly copied zeros the disk never held.</source>
        <translation>없습니다: 기사 000의 10 GB 테스트 파일은 RandomAccessFile.setLength로 스파스 파일이 되었고, Java의 모든 복사 API가 그 홀을 실제 0으로 읽어 냈습니다 — 벤치마크는 디스크가 한 번도 담은 적 없는 0을 주로 복사한 셈입니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/sparseaware.cpp" line="32" />
        <source>Two lseek calls per data extent plus a buffer loop over the data alone: a mostly-empty file copies in a fraction of the time and takes no disk space for its holes. Zeros written as data are still copied (no zero detection). On a filesystem without SEEK_DATA the whole file counts as one extent.</source>
        <translation>데이터 익스텐트 하나에 lseek 호출 두 번과, 데이터만 도는 버퍼 루프: 거의 빈 파일은 아주 짧은 시간에 복사되고 홀은 디스크 공간을 차지하지 않습니다. 데이터로 쓰인 0은 그대로 복사됩니다(0 감지는 없습니다). SEEK_DATA가 없는 파일 시스템에서는 파일 전체가 하나의 익스텐트로 취급됩니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/sparseaware.cpp" line="37" />
        <source>lseek calls are timed as Detect, each pread as Read and each pwrite as Write. Progress counts skipped holes too, so it reaches the file size.</source>
        <translation>lseek 호출은 Detect, 각 pread는 Read, 각 pwrite는 Write로 측정합니다. 진행 상황은 건너뛴 홀도 세므로 파일 크기에 도달합니다.</translation>
    </message>
    <message>
        <location filename="../../core/copy/sparseaware.cpp" line="40" />
        <source>Article 000's 10 GB test file came from RandomAccessFile.setLength: a sparse file of zeros. SEEK_DATA/SEEK_HOLE copy only the data.</source>
        <translation>기사 000의 10 GB 테스트 파일은 RandomAccessFile.setLength로 만든, 0으로 된 스파스 파일이었습니다. SEEK_DATA/SEEK_HOLE은 데이터만 복사합니다.</translation>
    </message>
    <message>
        <location filename="../../core/read/charread.cpp" line="158" />
        <source>one read(2) per byte</source>
        <translation>바이트마다 read(2) 한 번</translation>
    </message>
    <message>
        <location filename="../../core/read/charread.cpp" line="161" />
        <source>Reads the file one byte per read(2) system call and collects the lines.</source>
        <translation>read(2) 시스템 호출 한 번에 1바이트씩 파일을 읽고 줄을 모읍니다.</translation>
    </message>
    <message>
        <location filename="../../core/read/charread.cpp" line="162" />
        <source>FileReader.read() one character at a time without a buffer (article 002: 450 ms for 10 MB, against 80 ms with a 1 MiB char[] buffer).</source>
        <translation>버퍼 없이 한 번에 문자 하나씩 FileReader.read() (기사 002: 10 MB에 450 ms, 1 MiB char[] 버퍼로는 80 ms).</translation>
    </message>
    <message>
        <location filename="../../core/read/charread.cpp" line="165" />
        <source>One system call per byte: size × (~0.3–1 µs of kernel entry, file lookup and a 1-byte copy). The work per byte is nothing; the calls are everything, so it is hundreds of times slower than read.buffer.</source>
        <translation>바이트마다 시스템 호출 한 번: size × (~0.3–1 µs의 커널 진입, 파일 조회, 1바이트 복사). 바이트당 일은 없는 것과 같고 호출이 전부이므로, read.buffer보다 수백 배 느립니다.</translation>
    </message>
    <message>
        <location filename="../../core/read/charread.cpp" line="29" />
        <source>Phase read is timed around batches of 65,536 calls (one interval per batch, credited with the calls); the characters of a batch are then split into lines (split) and, with decode, decoded (decode). The batching only moves where the line handling happens: the calls are the same, one per byte.</source>
        <translation>read 단계는 호출 65,536번의 배치마다 측정합니다(배치마다 구간 하나이며, 호출 수를 기록합니다). 배치의 문자는 그다음 줄로 나뉘고(split), decode를 켜면 디코딩됩니다(decode). 배치는 줄 처리가 일어나는 위치만 옮길 뿐, 호출은 똑같이 바이트마다 한 번입니다.</translation>
    </message>
    <message>
        <location filename="../../core/read/charread.cpp" line="179" />
        <source>fgetc(3) per byte through stdio's buffer</source>
        <translation>stdio 버퍼를 거쳐 바이트마다 fgetc(3)</translation>
    </message>
    <message>
        <location filename="../../core/read/charread.cpp" line="182" />
        <source>Reads the file with one fgetc(3) per byte; stdio refills its buffer with one read(2) per 4 KiB.</source>
        <translation>바이트마다 fgetc(3) 한 번으로 파일을 읽습니다. stdio는 4 KiB마다 read(2) 한 번으로 버퍼를 다시 채웁니다.</translation>
    </message>
    <message>
        <location filename="../../core/read/charread.cpp" line="184" />
        <source>FileReader.read() per character: Java's FileReader also decodes through an 8 KiB byte buffer, so this is the closer match of article 002's 450 ms case.</source>
        <translation>문자마다 FileReader.read(): Java의 FileReader도 8 KiB 바이트 버퍼를 거쳐 디코딩하므로, 기사 002의 450 ms 경우에 더 가까운 것은 이쪽입니다.</translation>
    </message>
    <message>
        <location filename="../../core/read/charread.cpp" line="187" />
        <source>size / 4 KiB system calls plus one library call per byte (~5–10 ns: a lock, a buffer check). Cheap calls, but still one per byte.</source>
        <translation>size / 4 KiB번의 시스템 호출에 더해 바이트마다 라이브러리 호출 한 번(~5–10 ns: 잠금 하나, 버퍼 확인). 싼 호출이지만 그래도 바이트마다 한 번입니다.</translation>
    </message>
    <message>
        <location filename="../../core/read/charread.cpp" line="191" />
        <source>Article 002: FileReader.read() one char per call took 450 ms for 10 MB; stdio's fgetc is the buffered analogue — still one library call per character.</source>
        <translation>기사 002: 호출 한 번에 문자 하나씩 FileReader.read()는 10 MB에 450 ms가 걸렸습니다. stdio의 fgetc는 그 버퍼링된 대응물입니다 — 여전히 문자마다 라이브러리 호출 한 번입니다.</translation>
    </message>
    <message>
        <location filename="../../core/read/charread.cpp" line="201" />
        <source>std::istream::get per byte</source>
        <translation>바이트마다 std::istream::get</translation>
    </message>
    <message>
        <location filename="../../core/read/charread.cpp" line="203" />
        <source>Reads the file with one std::ifstream::get() per byte through the stream buffer.</source>
        <translation>스트림 버퍼를 거쳐 바이트마다 std::ifstream::get() 한 번으로 파일을 읽습니다.</translation>
    </message>
    <message>
        <location filename="../../core/read/charread.cpp" line="205" />
        <source>FileReader.read() / InputStreamReader.read() per character.</source>
        <translation>문자마다 FileReader.read() / InputStreamReader.read().</translation>
    </message>
    <message>
        <location filename="../../core/read/charread.cpp" line="206" />
        <source>size / 8 KiB system calls plus one sentry-guarded virtual-free call per byte (~5–15 ns).</source>
        <translation>size / 8 KiB번의 시스템 호출에 더해 바이트마다 sentry로 보호되는, 가상 함수 없는 호출 한 번(~5–15 ns).</translation>
    </message>
    <message>
        <location filename="../../core/read/charread.cpp" line="209" />
        <source>Article 002: reading one char per call (FileReader.read()) took 450 ms for 10 MB against 80 ms with a 1 MiB char[] buffer.</source>
        <translation>기사 002: 호출 한 번에 문자 하나씩 읽으면(FileReader.read()) 10 MB에 450 ms가 걸렸고, 1 MiB char[] 버퍼로는 80 ms였습니다.</translation>
    </message>
    <message>
        <location filename="../../core/read/bufferread.cpp" line="21" />
        <source>big buffer and a newline scan</source>
        <translation>큰 버퍼와 줄바꿈 스캔</translation>
    </message>
    <message>
        <location filename="../../core/read/bufferread.cpp" line="25" />
        <source>Reads the file in buffer_size blocks with read(2) and finds the lines in each block: memchr with the checksum on, a vectorised newline count (AVX2/SSE2, as wc -l) with it off.</source>
        <translation>read(2)로 buffer_size 블록 단위로 파일을 읽고 각 블록에서 줄을 찾습니다: 체크섬이 켜져 있으면 memchr, 꺼져 있으면 벡터화된 줄바꿈 세기(wc -l처럼 AVX2/SSE2).</translation>
    </message>
    <message>
        <location filename="../../core/read/bufferread.cpp" line="28" />
        <source>FileReader.read(char[1024 * 1024]) in a loop (article 002: 80 ms for 10 MB, against 450 ms one character at a time).</source>
        <translation>루프로 FileReader.read(char[1024 * 1024]) (기사 002: 10 MB에 80 ms, 문자 하나씩은 450 ms).</translation>
    </message>
    <message>
        <location filename="../../core/read/bufferread.cpp" line="31" />
        <source>ceil(size / buffer_size) system calls, each copying a block from the page cache (~0.1 ms per MiB), then one pass over the bytes in user space. Memory: one buffer.</source>
        <translation>ceil(size / buffer_size)번의 시스템 호출이며, 호출마다 페이지 캐시에서 블록을 복사하고(MiB당 ~0.1 ms), 그다음 사용자 공간에서 바이트를 한 번 훑습니다. 메모리: 버퍼 하나.</translation>
    </message>
    <message>
        <location filename="../../core/read/bufferread.cpp" line="34" />
        <location filename="../../core/read/directioread.cpp" line="50" />
        <source>One interval per read(2) call (read), per block split (split) and per block decoded (decode).</source>
        <translation>read(2) 호출마다(read), 블록 분할마다(split), 블록 디코딩마다(decode) 구간 하나.</translation>
    </message>
    <message>
        <location filename="../../core/read/getlineread.cpp" line="45" />
        <source>std::getline into a kept std::string per line</source>
        <translation>std::getline으로 줄마다 std::string에 담아 보관</translation>
    </message>
    <message>
        <location filename="../../core/read/getlineread.cpp" line="47" />
        <source>Reads line by line with std::getline from a std::ifstream and keeps every line in a std::vector&lt;std::string&gt;, as the article's list of lines.</source>
        <translation>std::ifstream에서 std::getline으로 한 줄씩 읽고, 기사의 줄 목록처럼 모든 줄을 std::vector&lt;std::string&gt;에 보관합니다.</translation>
    </message>
    <message>
        <location filename="../../core/read/getlineread.cpp" line="50" />
        <source>BufferedReader.readLine() adding each String to an ArrayList (article 002: 120 ms for 10 MB; a larger BufferedReader buffer made it slower, 140 ms).</source>
        <translation>BufferedReader.readLine()으로 각 String을 ArrayList에 추가 (기사 002: 10 MB에 120 ms, BufferedReader 버퍼를 키우자 더 느려져 140 ms).</translation>
    </message>
    <message>
        <location filename="../../core/read/getlineread.cpp" line="53" />
        <source>One library call per line over an 8 KiB stream buffer (size / 8 KiB system calls), plus one allocation per line longer than 15 bytes and the vector's growth: memory grows with the file (about 1.5–2 × its size for short lines), which the run's peak RSS shows.</source>
        <translation>8 KiB 스트림 버퍼 위에서 줄마다 라이브러리 호출 한 번(size / 8 KiB번의 시스템 호출)에 더해, 15바이트보다 긴 줄마다 할당 한 번과 vector의 증가: 메모리가 파일과 함께 커지며(짧은 줄이면 약 1.5–2 × 파일 크기), 실행의 피크 RSS에 나타납니다.</translation>
    </message>
    <message>
        <location filename="../../core/read/getlineread.cpp" line="30" />
        <source>Phase read is timed around batches of 4,096 getline calls (credited with the calls), the per-line checksum and keeping included; with decode, lines are decoded 64 KiB at a time (decode). Phase other is freeing the kept lines at the end.</source>
        <translation>read 단계는 getline 호출 4,096번의 배치마다 측정하며(호출 수를 기록합니다), 줄마다의 체크섬과 보관을 포함합니다. decode를 켜면 줄을 64 KiB씩 디코딩합니다(decode). other 단계는 마지막에 보관한 줄을 해제하는 시간입니다.</translation>
    </message>
    <message>
        <location filename="../../core/read/getlineread.cpp" line="129" />
        <source>POSIX getline(3), one reused buffer</source>
        <translation>POSIX getline(3), 재사용하는 버퍼 하나</translation>
    </message>
    <message>
        <location filename="../../core/read/getlineread.cpp" line="131" />
        <source>Reads line by line with POSIX getline(3) from a stdio FILE into one buffer that is reused for every line; nothing is kept.</source>
        <translation>stdio FILE에서 POSIX getline(3)으로 한 줄씩, 모든 줄에 재사용하는 버퍼 하나로 읽습니다. 아무것도 보관하지 않습니다.</translation>
    </message>
    <message>
        <location filename="../../core/read/getlineread.cpp" line="134" />
        <source>BufferedReader.readLine() in a loop that only looks at each line (no list).</source>
        <translation>각 줄을 보기만 하는 루프의 BufferedReader.readLine() (목록 없음).</translation>
    </message>
    <message>
        <location filename="../../core/read/getlineread.cpp" line="136" />
        <source>One library call per line over stdio's 4 KiB buffer (size / 4 KiB system calls); no allocation once the buffer fits the longest line, so memory stays flat.</source>
        <translation>stdio의 4 KiB 버퍼 위에서 줄마다 라이브러리 호출 한 번(size / 4 KiB번의 시스템 호출). 버퍼가 가장 긴 줄에 맞고 나면 할당이 없으므로 메모리가 일정하게 유지됩니다.</translation>
    </message>
    <message>
        <location filename="../../core/read/getlineread.cpp" line="139" />
        <source>Phase read is timed around batches of 4,096 getline calls (credited with the calls), the per-line checksum included; with decode, lines are decoded 64 KiB at a time (decode).</source>
        <translation>read 단계는 getline 호출 4,096번의 배치마다 측정하며(호출 수를 기록합니다), 줄마다의 체크섬을 포함합니다. decode를 켜면 줄을 64 KiB씩 디코딩합니다(decode).</translation>
    </message>
    <message>
        <location filename="../../core/read/getlineread.cpp" line="142" />
        <source>Article 002: BufferedReader.readLine() into a list took 120 ms for 10 MB — one line object per line.</source>
        <translation>기사 002: 목록에 담는 BufferedReader.readLine()은 10 MB에 120 ms가 걸렸습니다 — 줄마다 줄 객체 하나입니다.</translation>
    </message>
    <message>
        <location filename="../../core/read/qtextstreamread.cpp" line="59" />
        <source>QTextStream::readLine, lines kept in a QStringList</source>
        <translation>QTextStream::readLine, 줄은 QStringList에 보관</translation>
    </message>
    <message>
        <location filename="../../core/read/qtextstreamread.cpp" line="62" />
        <source>Reads line by line with Qt's decoding reader, QTextStream::readLineInto over a QFile, and keeps every line as a QString in a QStringList. The text is decoded from UTF-8 inside readLine, so there is no separate decode phase and no decode parameter.</source>
        <translation>Qt의 디코딩 리더인 QFile 위의 QTextStream::readLineInto로 한 줄씩 읽고, 모든 줄을 QString으로 QStringList에 보관합니다. 텍스트는 readLine 안에서 UTF-8로부터 디코딩되므로 별도의 decode 단계도 decode 매개변수도 없습니다.</translation>
    </message>
    <message>
        <location filename="../../core/read/qtextstreamread.cpp" line="66" />
        <source>BufferedReader.readLine() over an InputStreamReader (a decoding reader) adding each String to an ArrayList (article 002's 120 ms case).</source>
        <translation>InputStreamReader(디코딩 리더) 위의 BufferedReader.readLine()으로 각 String을 ArrayList에 추가 (기사 002의 120 ms 경우).</translation>
    </message>
    <message>
        <location filename="../../core/read/qtextstreamread.cpp" line="69" />
        <source>Decodes every byte to UTF-16 (2 bytes per character kept) in 16 KiB device reads, then scans for line ends: about twice the memory of getline-istream and a decode per byte. With the checksum on, each line is encoded back to UTF-8 to be hashed, which costs as much again (checksum=0 shows the reader alone). Invalid UTF-8 becomes U+FFFD, so its lines cannot match a binary file's: a file whose first 64 KiB are not UTF-8 is refused as unsupported. QTextStream drops a leading UTF-8 byte-order mark and a '\r' at the very end of a file; the strategy gives them back to the checksum.</source>
        <translation>16 KiB씩 장치에서 읽어 모든 바이트를 UTF-16으로 디코딩하고(보관하는 문자당 2바이트), 그다음 줄 끝을 찾습니다: getline-istream의 약 두 배 메모리와 바이트마다의 디코딩입니다. 체크섬이 켜져 있으면 각 줄을 해시하려고 UTF-8로 다시 인코딩하며, 그만큼의 비용이 또 듭니다(checksum=0이면 리더만의 값을 볼 수 있습니다). 잘못된 UTF-8은 U+FFFD가 되므로, 바이너리 파일에서는 줄이 일치할 수 없습니다: 처음 64 KiB가 UTF-8이 아닌 파일은 unsupported로 거절합니다. QTextStream은 앞의 UTF-8 바이트 순서 표시와 파일 맨 끝의 '\r'을 버리는데, 이 방식은 이를 체크섬에 되돌려 줍니다.</translation>
    </message>
    <message>
        <location filename="../../core/read/qtextstreamread.cpp" line="77" />
        <source>Phase read is timed around batches of 4,096 readLineInto calls (credited with the calls), the per-line checksum and keeping included. Phase other: peeking at the first three and the last byte (for the BOM and a final '\r'), and freeing the kept lines at the end.</source>
        <translation>read 단계는 readLineInto 호출 4,096번의 배치마다 측정하며(호출 수를 기록합니다), 줄마다의 체크섬과 보관을 포함합니다. other 단계: 처음 3바이트와 마지막 1바이트 확인(BOM과 마지막 '\r' 때문)과, 마지막에 보관한 줄을 해제하는 시간.</translation>
    </message>
    <message>
        <location filename="../../core/read/qtextstreamread.cpp" line="81" />
        <source>Article 002: a decoding line reader (BufferedReader.readLine()) took 120 ms for 10 MB; QTextStream decodes UTF-8 to UTF-16 per line, as Java's Reader does.</source>
        <translation>기사 002: 디코딩하는 줄 리더(BufferedReader.readLine())는 10 MB에 120 ms가 걸렸습니다. QTextStream은 Java의 Reader처럼 줄마다 UTF-8을 UTF-16으로 디코딩합니다.</translation>
    </message>
    <message>
        <location filename="../../core/read/mmapread.cpp" line="24" />
        <source>map the file, vectorised newline scan</source>
        <translation>파일을 매핑하고 벡터화된 줄바꿈 스캔</translation>
    </message>
    <message>
        <location filename="../../core/read/mmapread.cpp" line="27" />
        <source>Maps the whole file read-only with mmap(2) and scans the mapping for newlines in 4 MiB blocks: memchr with the checksum on, a vectorised count (AVX2/SSE2, 32 bytes a step, as wc -l) with it off. 64-bit offsets throughout: no 2 GiB limit.</source>
        <translation>mmap(2)로 파일 전체를 읽기 전용으로 매핑하고, 4 MiB 블록 단위로 매핑에서 줄바꿈을 찾습니다: 체크섬이 켜져 있으면 memchr, 꺼져 있으면 벡터화된 세기(wc -l처럼 AVX2/SSE2, 한 단계에 32바이트). 오프셋은 모두 64비트: 2 GiB 제한이 없습니다.</translation>
    </message>
    <message>
        <location filename="../../core/read/mmapread.cpp" line="31" />
        <source>FileChannel.map(READ_ONLY, …) into a MappedByteBuffer, the byte view Files.lines() splits on (article 001) — but a Java buffer stops at 2 GiB, a C++ mapping does not.</source>
        <translation>FileChannel.map(READ_ONLY, …)로 MappedByteBuffer에 매핑. Files.lines()가 분할에 쓰는 바이트 뷰입니다(기사 001) — 다만 Java 버퍼는 2 GiB에서 멈추고 C++ 매핑은 멈추지 않습니다.</translation>
    </message>
    <message>
        <location filename="../../core/read/mmapread.cpp" line="34" />
        <source>Three system calls in all; no copy from the page cache, but one minor page fault per 16–64 KiB touched (fault-around), paid inside the scan and visible in the run's minor faults. Memory: page cache only, shared with every other reader of the file and reclaimable, although the run's peak RSS counts every mapped page it touched (the whole file).</source>
        <translation>시스템 호출은 모두 세 번. 페이지 캐시에서의 복사는 없지만, 건드린 16–64 KiB마다 마이너 페이지 폴트 한 번(fault-around)이 스캔 안에서 일어나 실행의 마이너 폴트에 보입니다. 메모리: 페이지 캐시뿐이며, 그 파일을 읽는 다른 모든 프로세스와 공유되고 회수할 수 있습니다. 다만 실행의 피크 RSS는 건드린 매핑 페이지를 모두 셉니다(파일 전체).</translation>
    </message>
    <message>
        <location filename="../../core/read/mmapread.cpp" line="39" />
        <source>One interval per 4 MiB block split (split: the page faults are paid here) and decoded (decode); close is munmap(2) and close(2).</source>
        <translation>4 MiB 블록의 분할(split: 페이지 폴트는 여기서 치릅니다)과 디코딩(decode)마다 구간 하나. close는 munmap(2)와 close(2)입니다.</translation>
    </message>
    <message>
        <location filename="../../core/read/mmapread.cpp" line="42" />
        <location filename="../../core/read/parallelread.cpp" line="62" />
        <source>Article 001 (Files.lines().parallel(), HDD): parallel ≤2 GB 2.6 s, &gt;2 GB 9 s (fell back to the sequential path); sequential 6.6 s / 7.1 s. Split bytes first, decode later.</source>
        <translation>기사 001(Files.lines().parallel(), HDD): 병렬로 ≤2 GB는 2.6 s, &gt;2 GB는 9 s(순차 경로로 되돌아감). 순차는 6.6 s / 7.1 s. 바이트를 먼저 나누고, 디코딩은 나중에.</translation>
    </message>
    <message>
        <location filename="../../core/read/parallelread.cpp" line="39" />
        <source>N threads, ranges split at newlines</source>
        <translation>N개 스레드, 줄바꿈에서 나눈 범위</translation>
    </message>
    <message>
        <location filename="../../core/read/parallelread.cpp" line="45" />
        <source>Maps the file, cuts it into `threads` ranges of about equal size moved forward to the next line start, and lets each thread split (and with decode, decode) its own range; the per-range line counts and checksums are joined in range order. Bytes are split first and decoded later, inside the workers. 64-bit offsets: a 5 GiB file is just a bigger file, there is no fallback path.</source>
        <translation>파일을 매핑하고 거의 같은 크기의 `threads`개 범위로 잘라 다음 줄 시작까지 앞으로 옮긴 뒤, 각 스레드가 자기 범위를 분할(decode를 켜면 디코딩까지)하게 합니다. 범위별 줄 수와 체크섬은 범위 순서대로 합칩니다. 바이트를 먼저 나누고 디코딩은 나중에 작업자 안에서 합니다. 64비트 오프셋: 5 GiB 파일도 그저 더 큰 파일일 뿐이며, 대체 경로는 없습니다.</translation>
    </message>
    <message>
        <location filename="../../core/read/parallelread.cpp" line="50" />
        <source>Files.lines(path).parallel() since Java 9 (article 001): FileChannelLinesSpliterator splits the mapped bytes at newlines and decodes per worker — 2.6 s against 6.6 s sequential — but only below 2 GiB; above, Java silently fell back to the sequential reader (9 s in parallel).</source>
        <translation>Java 9부터의 Files.lines(path).parallel() (기사 001): FileChannelLinesSpliterator가 매핑된 바이트를 줄바꿈에서 나누고 작업자마다 디코딩합니다 — 순차 6.6 s 대비 2.6 s — 다만 2 GiB 미만에서만입니다. 그 위에서는 Java가 조용히 순차 리더로 돌아갔습니다(병렬로 9 s).</translation>
    </message>
    <message>
        <location filename="../../core/read/parallelread.cpp" line="54" />
        <source>The work of read.mmap divided by the threads, plus one short scan per boundary and the cost of starting threads (~20 µs each). It pays when a core cannot keep up with the bytes (checksum, decode); a pure newline count is limited by memory bandwidth and the page faults.</source>
        <translation>read.mmap의 일을 스레드 수로 나눈 것에, 경계마다 짧은 스캔 한 번과 스레드 시작 비용(스레드당 ~20 µs)이 더해집니다. 코어 하나가 바이트를 따라가지 못할 때(체크섬, 디코딩) 효과가 있고, 순수한 줄바꿈 세기는 메모리 대역폭과 페이지 폴트에 막힙니다.</translation>
    </message>
    <message>
        <location filename="../../core/read/parallelread.cpp" line="58" />
        <source>Every thread records its own phases (split per 4 MiB block, the boundary scans included; decode per block) and its own CPU and I/O counters; totals add the threads up, so phase time can exceed wall time. Map and close are timed on the calling thread.</source>
        <translation>스레드마다 자기 단계(4 MiB 블록마다 split, 경계 스캔 포함. 블록마다 decode)와 자기 CPU 및 I/O 카운터를 기록합니다. 합계는 스레드들을 더한 것이므로 단계 시간이 벽시계 시간을 넘을 수 있습니다. Map과 close는 호출한 스레드에서 측정합니다.</translation>
    </message>
    <message>
        <location filename="../../core/read/directioread.cpp" line="34" />
        <source>O_DIRECT sequential read (no page cache)</source>
        <translation>O_DIRECT 순차 읽기 (페이지 캐시 없음)</translation>
    </message>
    <message>
        <location filename="../../core/read/directioread.cpp" line="40" />
        <source>Opens the file with O_DIRECT and reads it sequentially into a page-aligned buffer: the device writes into the buffer by DMA, the page cache is neither used nor filled. The tail after the last whole block comes back as a short read.</source>
        <translation>O_DIRECT로 파일을 열고 페이지 경계에 맞춘 버퍼로 순차적으로 읽습니다: 장치가 DMA로 버퍼에 쓰며, 페이지 캐시는 쓰이지도 채워지지도 않습니다. 마지막 온전한 블록 뒤의 끝부분은 짧은 읽기로 돌아옵니다.</translation>
    </message>
    <message>
        <location filename="../../core/read/directioread.cpp" line="44" />
        <source>ExtendedOpenOption.DIRECT with a ByteBuffer.allocateDirect(...).alignedSlice(blockSize) buffer (article 002's NIO point: let the device fill the program's buffer, skip the kernel's copy).</source>
        <translation>ByteBuffer.allocateDirect(...).alignedSlice(blockSize) 버퍼와 ExtendedOpenOption.DIRECT (기사 002의 NIO 요점: 장치가 프로그램의 버퍼를 채우게 하고 커널의 복사를 건너뜀).</translation>
    </message>
    <message>
        <location filename="../../core/read/directioread.cpp" line="47" />
        <source>size / buffer_size system calls, each waiting for the device: no cache hits and no read-ahead, so a warm file gets slower, not faster; large buffers (≥ 1 MiB) approach the device's speed.</source>
        <translation>size / buffer_size번의 시스템 호출이며 호출마다 장치를 기다립니다: 캐시 적중도 미리 읽기도 없으므로, 따뜻한 파일은 빨라지기는커녕 느려집니다. 큰 버퍼(≥ 1 MiB)는 장치 속도에 가까워집니다.</translation>
    </message>
    <message>
        <location filename="../../core/read/directioread.cpp" line="52" />
        <source>Article 002 read through the page cache; O_DIRECT skips it — the cold-cache bound of a read, with aligned buffers.</source>
        <translation>기사 002는 페이지 캐시를 거쳐 읽었습니다. O_DIRECT는 이를 건너뜁니다 — 정렬된 버퍼로 캐시가 차가울 때 읽기의 한계입니다.</translation>
    </message>
    <message>
        <location filename="../../core/write/reopenwrite.cpp" line="58" />
        <source>open, append one record, close — every time</source>
        <translation>열고, 레코드 하나 추가하고, 닫기 — 매번</translation>
    </message>
    <message>
        <location filename="../../core/write/reopenwrite.cpp" line="61" />
        <source>Appends each record by opening the file with O_APPEND, writing the record and closing the file again: three system calls per record, two of them walking the path and creating or tearing down a file description.</source>
        <translation>레코드마다 O_APPEND로 파일을 열고, 레코드를 쓰고, 다시 파일을 닫아 추가합니다: 레코드마다 시스템 호출 세 번이며, 그중 두 번은 경로를 따라가 파일 디스크립션을 만들거나 없앱니다.</translation>
    </message>
    <message>
        <location filename="../../core/write/reopenwrite.cpp" line="65" />
        <source>Article 004's writeFile(path, content): new BufferedWriter(new FileWriter(file, true)) and close() per call — its hotspot, 71,247 ms and 69,725 ms of a 159,503 ms run (10,000 iterations, two calls each).</source>
        <translation>기사 004의 writeFile(path, content): 호출마다 new BufferedWriter(new FileWriter(file, true))와 close() — 그 핫스폿으로, 159,503 ms 실행 중 71,247 ms와 69,725 ms를 차지했습니다(10,000회 반복, 반복마다 호출 두 번).</translation>
    </message>
    <message>
        <location filename="../../core/write/reopenwrite.cpp" line="69" />
        <source>records × (open + write + close). On Linux open and close cost a few µs each against ~1 µs for a small write, so opening dominates; on the article's Windows machine each open/close pair cost ~3.5 ms (file system filter drivers such as antivirus hook every open).</source>
        <translation>records × (open + write + close). Linux에서 open과 close는 각각 몇 µs가 드는 반면 작은 write는 ~1 µs이므로 open이 지배적입니다. 기사의 Windows 머신에서는 open/close 한 쌍이 ~3.5 ms가 들었습니다(백신 같은 파일 시스템 필터 드라이버가 모든 open을 가로챕니다).</translation>
    </message>
    <message>
        <location filename="../../core/write/reopenwrite.cpp" line="52" />
        <source>Every open(2), write(2) and close(2) is timed on its own (they take microseconds).</source>
        <translation>open(2), write(2), close(2)를 각각 따로 측정합니다(모두 마이크로초 단위입니다).</translation>
    </message>
    <message>
        <location filename="../../core/write/reopenwrite.cpp" line="92" />
        <source>open, append two records, close</source>
        <translation>열고, 레코드 두 개 추가하고, 닫기</translation>
    </message>
    <message>
        <location filename="../../core/write/reopenwrite.cpp" line="94" />
        <source>As write.reopen-per-record, but two records go out per open: the pair is written with one write(2), so opens, writes and closes halve.</source>
        <translation>write.reopen-per-record와 같지만 한 번 열 때 레코드 두 개를 내보냅니다: 두 레코드를 write(2) 한 번으로 쓰므로 open, write, close가 절반이 됩니다.</translation>
    </message>
    <message>
        <location filename="../../core/write/reopenwrite.cpp" line="97" />
        <source>Article 004's first fix: the two writeFile calls of an iteration merged into one (content = line1 + "\n" + line2): the writes fell from 140,972 ms to 67,674 ms.</source>
        <translation>기사 004의 첫 번째 수정: 한 반복의 writeFile 호출 두 번을 하나로 합쳤습니다(content = line1 + "\n" + line2): 쓰기가 140,972 ms에서 67,674 ms로 줄었습니다.</translation>
    </message>
    <message>
        <location filename="../../core/write/reopenwrite.cpp" line="100" />
        <source>ceil(records / 2) × (open + write + close): half the calls, still one open per pair.</source>
        <translation>ceil(records / 2) × (open + write + close): 호출은 절반이지만 여전히 두 레코드마다 한 번 엽니다.</translation>
    </message>
    <message>
        <location filename="../../core/write/reopenwrite.cpp" line="103" />
        <source>Article 004's first fix: two records per open of the writer — 67,674 ms instead of 71,247 ms + 69,725 ms: halving the opens barely helps while every record still reopens.</source>
        <translation>기사 004의 첫 번째 수정: writer를 한 번 열 때마다 레코드 두 개 — 71,247 ms + 69,725 ms 대신 67,674 ms: 레코드마다 여전히 다시 여는 한, open을 절반으로 줄여도 거의 도움이 되지 않습니다.</translation>
    </message>
    <message>
        <location filename="../../core/write/openoncewrite.cpp" line="25" />
        <source>open once, one write(2) per record</source>
        <translation>한 번 열고, 레코드마다 write(2) 한 번</translation>
    </message>
    <message>
        <location filename="../../core/write/openoncewrite.cpp" line="28" />
        <source>Creates the file once, writes each record with its own write(2) and closes it at the end.</source>
        <translation>파일을 한 번 만들고, 각 레코드를 자기 write(2)로 쓴 다음 마지막에 닫습니다.</translation>
    </message>
    <message>
        <location filename="../../core/write/openoncewrite.cpp" line="30" />
        <source>Article 004's second fix: the writer opened once outside the loop (FileWriter + BufferedWriter created before it), 67,674 ms of writes down to 19 ms — though Java's BufferedWriter also buffered; write.buffered is that part.</source>
        <translation>기사 004의 두 번째 수정: writer를 루프 밖에서 한 번만 열었습니다(FileWriter + BufferedWriter를 루프 전에 생성). 67,674 ms였던 쓰기가 19 ms로 — 다만 Java의 BufferedWriter는 버퍼링도 했습니다. 그 부분이 write.buffered입니다.</translation>
    </message>
    <message>
        <location filename="../../core/write/openoncewrite.cpp" line="34" />
        <source>1 open + records × write(2) (~1 µs each, a copy into the page cache) + 1 close: the opens are gone, one system call per record remains.</source>
        <translation>open 1번 + records × write(2)(각 ~1 µs, 페이지 캐시로의 복사) + close 1번: open은 사라지고, 레코드마다 시스템 호출 한 번이 남습니다.</translation>
    </message>
    <message>
        <location filename="../../core/write/openoncewrite.cpp" line="37" />
        <source>Every write(2) is timed on its own.</source>
        <translation>write(2)를 각각 따로 측정합니다.</translation>
    </message>
    <message>
        <location filename="../../core/write/openoncewrite.cpp" line="81" />
        <source>open once, 8 KiB stdio buffer</source>
        <translation>한 번 열고, 8 KiB stdio 버퍼</translation>
    </message>
    <message>
        <location filename="../../core/write/openoncewrite.cpp" line="84" />
        <source>Creates the file once and appends each record with fwrite(3) into an 8 KiB stdio buffer, which goes to the file with one write(2) whenever it fills, and at fflush/fclose.</source>
        <translation>파일을 한 번 만들고 각 레코드를 fwrite(3)로 8 KiB stdio 버퍼에 추가합니다. 버퍼는 찰 때마다, 그리고 fflush/fclose 때 write(2) 한 번으로 파일에 갑니다.</translation>
    </message>
    <message>
        <location filename="../../core/write/openoncewrite.cpp" line="87" />
        <source>Article 004's final version: one FileWriter wrapped in a BufferedWriter (8,192 chars), bw.append(content + "\n") per iteration — write 19 ms, open 2 ms, close 10 ms.</source>
        <translation>기사 004의 최종판: BufferedWriter(8,192자)로 감싼 FileWriter 하나에 반복마다 bw.append(content + "\n") — write 19 ms, open 2 ms, close 10 ms.</translation>
    </message>
    <message>
        <location filename="../../core/write/openoncewrite.cpp" line="90" />
        <source>records × fwrite (a memcpy, tens of ns) + size / 8 KiB × write(2): about 200 records per system call. Memory: 8 KiB.</source>
        <translation>records × fwrite(memcpy 한 번, 수십 ns) + size / 8 KiB × write(2): 시스템 호출 한 번에 약 200 레코드. 메모리: 8 KiB.</translation>
    </message>
    <message>
        <location filename="../../core/write/openoncewrite.cpp" line="93" />
        <source>Phase write is timed around batches of 1,024 fwrite calls (credited with the calls): one fwrite costs about a clock read. flush is the final fflush(3), close is fclose(3).</source>
        <translation>write 단계는 fwrite 호출 1,024번의 배치마다 측정합니다(호출 수를 기록합니다): fwrite 한 번의 비용이 시계를 한 번 읽는 정도이기 때문입니다. flush는 마지막 fflush(3), close는 fclose(3)입니다.</translation>
    </message>
    <message>
        <location filename="../../core/write/openoncewrite.cpp" line="156" />
        <source>gather 1,024 records per writev(2)</source>
        <translation>writev(2) 한 번에 레코드 1,024개 모으기</translation>
    </message>
    <message>
        <location filename="../../core/write/openoncewrite.cpp" line="158" />
        <source>Creates the file once and hands the records to the kernel 1,024 at a time (IOV_MAX) with writev(2): each record stays where it is, the kernel gathers them. No user-space buffer.</source>
        <translation>파일을 한 번 만들고 writev(2)로 레코드를 1,024개씩(IOV_MAX) 커널에 넘깁니다: 각 레코드는 제자리에 있고 커널이 이를 모읍니다. 사용자 공간 버퍼는 없습니다.</translation>
    </message>
    <message>
        <location filename="../../core/write/openoncewrite.cpp" line="161" />
        <source>GatheringByteChannel.write(ByteBuffer[]) — FileChannel's gathering write; the article's fix taken one step further.</source>
        <translation>GatheringByteChannel.write(ByteBuffer[]) — FileChannel의 모아 쓰기. 기사의 수정을 한 걸음 더 나아간 것입니다.</translation>
    </message>
    <message>
        <location filename="../../core/write/openoncewrite.cpp" line="164" />
        <source>ceil(records / 1,024) system calls; the copies are the same as any write, the per-call cost is shared by a thousand records.</source>
        <translation>ceil(records / 1,024)번의 시스템 호출. 복사는 여느 write와 같지만, 호출당 비용을 레코드 천 개가 나눠 냅니다.</translation>
    </message>
    <message>
        <location filename="../../core/write/openoncewrite.cpp" line="167" />
        <source>Every writev(2) is timed on its own, credited with the calls it took (a short write retries).</source>
        <translation>writev(2)를 각각 따로 측정하고, 걸린 호출 수를 기록합니다(짧은 쓰기는 다시 시도합니다).</translation>
    </message>
    <message>
        <location filename="../../core/write/openoncewrite.cpp" line="169" />
        <source>Article 004: opening the writer once brought writing 10,000 records down to 19 ms; gathering many records per writev(2) also cuts the calls.</source>
        <translation>기사 004: writer를 한 번만 열자 레코드 10,000개 쓰기가 19 ms로 줄었습니다. writev(2) 한 번에 여러 레코드를 모아도 호출이 줄어듭니다.</translation>
    </message>
    <message>
        <location filename="../../core/write/fsyncwrite.cpp" line="17" />
        <source>one write(2) and one fsync(2) per record</source>
        <translation>레코드마다 write(2)와 fsync(2) 한 번씩</translation>
    </message>
    <message>
        <location filename="../../core/write/fsyncwrite.cpp" line="20" />
        <source>Creates the file once and after every record's write(2) calls fsync(2), which returns only when the record and the file's metadata are on the device: every record survives a crash. Writes the family's 10,000 records, as every write strategy does, so its time compares like with like; each fsync waits for the device (about 0.1 ms on this kind of VM, 10 ms on a disk), and the run says beforehand when that makes it long (lower it for the whole family with --work).</source>
        <translation>파일을 한 번 만들고 각 레코드의 write(2) 다음에 fsync(2)를 호출합니다. fsync(2)는 레코드와 파일의 메타데이터가 장치에 기록된 뒤에야 돌아오므로, 모든 레코드가 크래시에서 살아남습니다. 이 패밀리의 모든 방식과 같은 10,000개의 레코드를 쓰므로 시간을 같은 조건으로 비교할 수 있습니다. fsync마다 장치를 기다리므로(이런 VM에서는 약 0.1 ms, 디스크에서는 10 ms) 그 때문에 실행이 길어지면 실행 전에 알려 줍니다(패밀리 전체의 양은 --work로 줄일 수 있습니다).</translation>
    </message>
    <message>
        <location filename="../../core/write/fsyncwrite.cpp" line="26" />
        <source>FileChannel.force(true) (or FileOutputStream.getFD().sync()) after each record — durability the articles did not ask for, and its price.</source>
        <translation>각 레코드 뒤에 FileChannel.force(true)(또는 FileOutputStream.getFD().sync()) — 기사가 요구하지 않은 내구성과 그 대가.</translation>
    </message>
    <message>
        <location filename="../../core/write/fsyncwrite.cpp" line="29" />
        <source>records × (write + device flush). The write is ~1 µs; the flush is a journal commit and a cache flush of the device, 0.1–10 ms: thousands of times the write.</source>
        <translation>records × (write + 장치 플러시). write는 ~1 µs이고, 플러시는 저널 커밋과 장치의 캐시 플러시로 0.1–10 ms입니다: write의 수천 배입니다.</translation>
    </message>
    <message>
        <location filename="../../core/write/fsyncwrite.cpp" line="32" />
        <source>Every write(2) and fsync(2) is timed on its own (sync).</source>
        <translation>write(2)와 fsync(2)를 각각 따로 측정합니다(sync).</translation>
    </message>
    <message>
        <location filename="../../core/write/fsyncwrite.cpp" line="33" />
        <source>Article 004 wrote without forcing; fsync after every record shows what durability per record costs — a device flush each time.</source>
        <translation>기사 004는 강제 기록 없이 썼습니다. 레코드마다 fsync를 하면 레코드 단위 내구성의 비용이 보입니다 — 매번 장치 플러시입니다.</translation>
    </message>
    <message>
        <location filename="../../core/write/fsyncwrite.cpp" line="73" />
        <source>one write(2) per record, one fsync(2) at the end</source>
        <translation>레코드마다 write(2) 한 번, 끝에 fsync(2) 한 번</translation>
    </message>
    <message>
        <location filename="../../core/write/fsyncwrite.cpp" line="76" />
        <source>As write.single-open, then one fsync(2) before closing: the whole file is durable when the run ends, but a crash midway may lose any of it.</source>
        <translation>write.single-open과 같고, 닫기 전에 fsync(2)를 한 번 합니다: 실행이 끝나면 파일 전체가 내구성을 갖지만, 중간에 크래시가 나면 어느 부분이든 잃을 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../../core/write/fsyncwrite.cpp" line="79" />
        <source>FileChannel.force(true) once after the loop — the usual trade: durable at the commit point, not at every record.</source>
        <translation>루프 뒤에 FileChannel.force(true)를 한 번 — 흔한 절충: 모든 레코드가 아니라 커밋 시점에 내구성을 확보합니다.</translation>
    </message>
    <message>
        <location filename="../../core/write/fsyncwrite.cpp" line="82" />
        <source>records × write(2) + one device flush of the whole file: the flush costs about what a single record's fsync does plus the time to write the data out.</source>
        <translation>records × write(2) + 파일 전체에 대한 장치 플러시 한 번: 플러시 비용은 레코드 하나의 fsync에 데이터를 기록하는 시간을 더한 정도입니다.</translation>
    </message>
    <message>
        <location filename="../../core/write/fsyncwrite.cpp" line="85" />
        <source>Every write(2) is timed on its own; sync is the one fsync(2).</source>
        <translation>write(2)를 각각 따로 측정합니다. sync는 한 번의 fsync(2)입니다.</translation>
    </message>
    <message>
        <location filename="../../core/write/fsyncwrite.cpp" line="86" />
        <source>Article 004 wrote without forcing; one fsync at the end makes the whole file durable for the price of one flush.</source>
        <translation>기사 004는 강제 기록 없이 썼습니다. 끝에 fsync 한 번이면 플러시 한 번의 대가로 파일 전체가 내구성을 갖습니다.</translation>
    </message>
    <message>
        <location filename="../../core/lookup/rescanlookup.cpp" line="24" />
        <source>reopen and read from the start for every lookup</source>
        <translation>조회마다 다시 열고 처음부터 읽기</translation>
    </message>
    <message>
        <location filename="../../core/lookup/rescanlookup.cpp" line="26" />
        <source>For every lookup opens the file, reads line after line with an 8 KiB buffered reader until line n, returns it and closes the file.</source>
        <translation>조회마다 파일을 열고, 8 KiB 버퍼 리더로 n번째 줄까지 한 줄씩 읽어 그 줄을 반환하고 파일을 닫습니다.</translation>
    </message>
    <message>
        <location filename="../../core/lookup/rescanlookup.cpp" line="30" />
        <source>Article 004's readFile(path, lineNo): new BufferedReader(new FileReader(file)) and readLine() lineNo times, per call — 8,277 ms and 9,939 ms of its run for 10,000 lookups in two files.</source>
        <translation>기사 004의 readFile(path, lineNo): 호출마다 new BufferedReader(new FileReader(file))와 lineNo번의 readLine() — 두 파일에서 10,000번 조회하는 데 실행 중 8,277 ms와 9,939 ms를 차지했습니다.</translation>
    </message>
    <message>
        <location filename="../../core/lookup/rescanlookup.cpp" line="33" />
        <source>O(N·M): every lookup reads and copies all lines before n (n/2 of the file on average for random lines), plus an open and a close. Sequential lookups 1..M only ever read the first M lines, which is why the article's reads stayed cheaper than its writes.</source>
        <translation>O(N·M): 조회마다 n 앞의 모든 줄을 읽고 복사하며(무작위 줄이면 평균적으로 파일의 n/2), open과 close가 한 번씩 더해집니다. 1..M 순서의 조회는 처음 M줄만 읽으므로, 기사에서는 읽기가 쓰기보다 싸게 끝났습니다.</translation>
    </message>
    <message>
        <location filename="../../core/lookup/rescanlookup.cpp" line="37" />
        <source>open and close are timed per call; read is each read(2) refill, lookup the line-by-line copying in between (one clock read per switch).</source>
        <translation>open과 close는 호출마다 측정합니다. read는 read(2)로 다시 채우는 각 시간, lookup은 그 사이의 한 줄씩 복사하는 시간입니다(전환마다 시계를 한 번 읽습니다).</translation>
    </message>
    <message>
        <location filename="../../core/lookup/indexlookup.cpp" line="40" />
        <source>one pass builds a line index, then pread(2)</source>
        <translation>한 번의 훑기로 줄 인덱스를 만들고, 이후 pread(2)</translation>
    </message>
    <message>
        <location filename="../../core/lookup/indexlookup.cpp" line="43" />
        <source>Reads the file once in 1 MiB blocks, noting where every line starts; each lookup is then one pread(2) of exactly that line's bytes.</source>
        <translation>파일을 1 MiB 블록으로 한 번 읽으며 모든 줄의 시작 위치를 기록합니다. 이후 각 조회는 정확히 그 줄의 바이트를 읽는 pread(2) 한 번입니다.</translation>
    </message>
    <message>
        <location filename="../../core/lookup/indexlookup.cpp" line="46" />
        <source>The fix article 004 left to the reader ("readFile can be improved the same way"): read the file once — e.g. Files.readAllLines, or RandomAccessFile.seek + readLine over remembered offsets.</source>
        <translation>기사 004가 독자에게 남긴 수정("readFile도 같은 방식으로 개선할 수 있다"): 파일을 한 번만 읽기 — 예를 들어 Files.readAllLines, 또는 기억해 둔 오프셋에 대한 RandomAccessFile.seek + readLine.</translation>
    </message>
    <message>
        <location filename="../../core/lookup/indexlookup.cpp" line="50" />
        <source>O(N + M): one sequential pass (size / 1 MiB read(2) calls and a newline scan), then M system calls of one line each. Memory: 8 bytes per line for the index.</source>
        <translation>O(N + M): 순차 훑기 한 번(size / 1 MiB번의 read(2) 호출과 줄바꿈 스캔) 후 한 줄씩 M번의 시스템 호출. 메모리: 인덱스에 줄당 8바이트.</translation>
    </message>
    <message>
        <location filename="../../core/lookup/indexlookup.cpp" line="53" />
        <source>index is the whole first pass, its read(2) calls included; every lookup's pread(2) is timed on its own (lookup).</source>
        <translation>index는 read(2) 호출을 포함한 첫 훑기 전체입니다. 각 조회의 pread(2)는 따로 측정합니다(lookup).</translation>
    </message>
    <message>
        <location filename="../../core/lookup/indexlookup.cpp" line="122" />
        <source>a line index over a mapping</source>
        <translation>매핑 위의 줄 인덱스</translation>
    </message>
    <message>
        <location filename="../../core/lookup/indexlookup.cpp" line="125" />
        <source>Maps the file, scans the mapping once for line starts, and answers each lookup by slicing the mapping: no system call per lookup.</source>
        <translation>파일을 매핑하고 매핑을 한 번 훑어 줄 시작 위치를 모은 뒤, 각 조회에는 매핑을 잘라서 답합니다: 조회마다의 시스템 호출이 없습니다.</translation>
    </message>
    <message>
        <location filename="../../core/lookup/indexlookup.cpp" line="128" />
        <source>FileChannel.map + an index of line offsets (what a MappedByteBuffer-based reader would keep).</source>
        <translation>FileChannel.map + 줄 오프셋 인덱스(MappedByteBuffer 기반 리더가 유지할 것).</translation>
    </message>
    <message>
        <location filename="../../core/lookup/indexlookup.cpp" line="130" />
        <source>O(N + M): one pass over mapped memory (page faults instead of read(2) copies), then M memory accesses. Memory: 8 bytes per line for the index; the pages are the page cache's.</source>
        <translation>O(N + M): 매핑된 메모리를 한 번 훑고(read(2) 복사 대신 페이지 폴트) 그다음 M번의 메모리 접근. 메모리: 인덱스에 줄당 8바이트. 페이지는 페이지 캐시의 것입니다.</translation>
    </message>
    <message>
        <location filename="../../core/lookup/indexlookup.cpp" line="133" />
        <source>index is the scan of the mapping (its page faults included); lookups are timed in batches of 1,024 (one costs less than two clock reads).</source>
        <translation>index는 매핑을 훑는 시간(그 페이지 폴트 포함)입니다. 조회는 1,024번 배치로 측정합니다(한 번의 비용이 시계를 두 번 읽는 것보다 작습니다).</translation>
    </message>
    <message>
        <location filename="../../core/lookup/indexlookup.cpp" line="136" />
        <source>Article 004: each lookup re-read test1.csv/test2.csv from the start (8,277 ms + 9,939 ms); one index pass turns O(N·M) into O(N+M) — here over a mapping instead of pread.</source>
        <translation>기사 004: 조회마다 test1.csv/test2.csv를 처음부터 다시 읽었습니다(8,277 ms + 9,939 ms). 인덱스 훑기 한 번이 O(N·M)을 O(N+M)으로 바꿉니다 — 여기서는 pread 대신 매핑 위에서.</translation>
    </message>
    <message>
        <location filename="../../core/alloc/allocread.cpp" line="94" />
        <source>a fresh aligned buffer for every chunk</source>
        <translation>청크마다 새로 정렬된 버퍼</translation>
    </message>
    <message>
        <location filename="../../core/alloc/allocread.cpp" line="97" />
        <source>Reads the file in chunks, and for every chunk maps a fresh page-aligned buffer, clears it, reads into it and unmaps it again.</source>
        <translation>파일을 청크 단위로 읽으며, 청크마다 페이지 경계에 맞춘 새 버퍼를 매핑하고, 0으로 채우고, 거기에 읽은 뒤 다시 매핑을 해제합니다.</translation>
    </message>
    <message>
        <location filename="../../core/alloc/allocread.cpp" line="100" />
        <source>ByteBuffer.allocateDirect(chunkSize) inside the read loop — the misuse article 002 warns about: each allocation reserves native memory, zeroes it, and when the reservation runs out Bits.reserveMemory calls System.gc(). Allocate direct buffers once and reuse them.</source>
        <translation>읽기 루프 안의 ByteBuffer.allocateDirect(chunkSize) — 기사 002가 경고하는 오용: 할당마다 네이티브 메모리를 예약해 0으로 채우고, 예약이 바닥나면 Bits.reserveMemory가 System.gc()를 호출합니다. 다이렉트 버퍼는 한 번 할당하고 재사용하십시오.</translation>
    </message>
    <message>
        <location filename="../../core/alloc/allocread.cpp" line="104" />
        <source>Per chunk: mmap + munmap system calls, and a minor page fault plus a page clear for every 4 KiB (256 faults per MiB, ~0.1–0.3 ms per MiB) before the read's copy: roughly doubling the memory traffic of the read itself. The run's minor faults grow with the file size.</source>
        <translation>청크마다 mmap + munmap 시스템 호출, 그리고 read의 복사 전에 4 KiB마다 마이너 페이지 폴트와 페이지 0 채우기(MiB당 256번의 폴트, MiB당 ~0.1–0.3 ms): 읽기 자체의 메모리 트래픽이 대략 두 배가 됩니다. 실행의 마이너 폴트가 파일 크기에 따라 늘어납니다.</translation>
    </message>
    <message>
        <location filename="../../core/alloc/allocread.cpp" line="24" />
        <source>alloc is each buffer's mmap(2) and clearing (its page faults included) and each munmap(2); read each read(2) call; other is hashing the chunk (XXH3, for verification), the same for both strategies.</source>
        <translation>alloc은 각 버퍼의 mmap(2)와 0 채우기(그 페이지 폴트 포함) 및 각 munmap(2), read는 각 read(2) 호출, other는 청크의 해시 계산(검증용 XXH3)이며, 두 방식에서 같습니다.</translation>
    </message>
    <message>
        <location filename="../../core/alloc/allocread.cpp" line="125" />
        <source>one aligned buffer, allocated once</source>
        <translation>한 번 할당한 정렬된 버퍼 하나</translation>
    </message>
    <message>
        <location filename="../../core/alloc/allocread.cpp" line="128" />
        <source>Maps and clears one page-aligned buffer, reads every chunk of the file into it, unmaps it at the end.</source>
        <translation>페이지 경계에 맞춘 버퍼 하나를 매핑하고 0으로 채운 뒤, 파일의 모든 청크를 거기에 읽고 마지막에 매핑을 해제합니다.</translation>
    </message>
    <message>
        <location filename="../../core/alloc/allocread.cpp" line="131" />
        <source>One ByteBuffer.allocateDirect kept for the whole loop (article 002's advice: allocate direct buffers once, e.g. as a singleton, and reuse them).</source>
        <translation>루프 전체에서 유지하는 ByteBuffer.allocateDirect 하나(기사 002의 조언: 다이렉트 버퍼는 예를 들어 싱글턴으로 한 번 할당하고 재사용하십시오).</translation>
    </message>
    <message>
        <location filename="../../core/alloc/allocread.cpp" line="134" />
        <source>One mmap, one munmap and chunk_size / 4 KiB page faults in all, whatever the file size; the reads then copy into warm pages already mapped.</source>
        <translation>파일 크기와 상관없이 전체에서 mmap 한 번, munmap 한 번, chunk_size / 4 KiB번의 페이지 폴트. 이후 읽기는 이미 매핑된 따뜻한 페이지로 복사합니다.</translation>
    </message>
    <message>
        <location filename="../../core/watch/watchpollstat.cpp" line="87" />
        <source>stat(2) the file every interval_ms</source>
        <translation>interval_ms마다 파일을 stat(2)</translation>
    </message>
    <message>
        <location filename="../../core/watch/watchpollstat.cpp" line="90" />
        <source>A writer thread appends a line to a file `changes` times, at random gaps (fixed seed). This watcher sleeps interval_ms, calls stat(2) on the file and compares size and modification time with the last stat, over and over until it has seen the last change.</source>
        <translation>쓰기 스레드가 무작위 간격(고정 시드)으로 파일에 한 줄을 `changes`번 추가합니다. 이 감시자는 interval_ms만큼 잠들고, 파일에 stat(2)를 호출해 크기와 수정 시각을 지난 stat과 비교하기를 마지막 변경을 볼 때까지 되풀이합니다.</translation>
    </message>
    <message>
        <location filename="../../core/watch/watchpollstat.cpp" line="95" />
        <source>File.lastModified() polled in a loop with Thread.sleep(interval) between the calls: what article 002 says JDK 6 code did to find out whether a file changed, and calls costly when repeated. Each lastModified() is a stat of the path.</source>
        <translation>호출 사이에 Thread.sleep(interval)을 두고 루프로 폴링하는 File.lastModified(): 기사 002에 따르면 파일이 바뀌었는지 알아보려고 JDK 6 코드가 하던 일이며, 반복하면 비용이 큰 호출입니다. lastModified() 한 번이 경로의 stat 한 번입니다.</translation>
    </message>
    <message>
        <location filename="../../core/watch/watchpollstat.cpp" line="99" />
        <source>Per interval, changed or not: one sleep and wake-up (a context switch) plus one stat(2) (a path lookup, about a microsecond): run time / interval_ms checks, most of them finding nothing (empty_checks). A change waits half an interval on average before it is seen, up to a whole one plus scheduling delay; changes closer together than the interval are seen as one (missed_events). Halving the interval halves the latency and doubles the CPU. Comparing mtime alone would not do: most kernels stamp files from a clock that advances once per timer tick (1–10 ms) and lastModified() has millisecond resolution (whole seconds on some filesystems), so two writes within one tick look like one; this watcher compares the size too.</source>
        <translation>변경 여부와 상관없이 간격마다: 잠들기와 깨어나기 한 번(컨텍스트 스위치)에 더해 stat(2) 한 번(경로 조회, 약 1마이크로초): 실행 시간 / interval_ms번의 확인이며 대부분 아무것도 찾지 못합니다(empty_checks). 변경은 감지되기까지 평균 반 간격, 최대 한 간격에 스케줄링 지연을 더한 만큼 기다립니다. 간격보다 가까이 붙은 변경들은 하나로 보입니다(missed_events). 간격을 절반으로 줄이면 지연은 절반이 되고 CPU는 두 배가 됩니다. mtime만 비교해서는 안 됩니다: 대부분의 커널은 타이머 틱(1–10 ms)마다 한 번 나아가는 시계로 파일에 시각을 찍고, lastModified()의 해상도는 밀리초(일부 파일 시스템에서는 초 단위)이므로 한 틱 안의 두 번의 쓰기는 하나로 보입니다. 이 감시자는 크기도 비교합니다.</translation>
    </message>
    <message>
        <location filename="../../core/watch/watchpollstat.cpp" line="108" />
        <source>wait is each sleep (poll(2) on the run's wake-up eventfd with interval_ms as timeout, so cancel can end it), detect each stat(2). Metrics: latency from the writer's clock read just before its write(2) to just after the stat that showed the change (median, p99 by nearest rank, max); watch_cpu_ns the watching thread's CPU (CLOCK_THREAD_CPUTIME_ID) from the writer's start to the last change seen; watch_syscalls its poll and stat calls, which the r/w syscalls column does not count (/proc counts only read- and write-class calls). The writer thread is not accounted. A run lasts as long as the writer's schedule (about the sum of the gaps) whatever the watcher does: compare the metrics and the detect calls, not the median wall time.</source>
        <translation>wait는 각 잠들기(실행의 깨우기용 eventfd에 interval_ms를 제한 시간으로 하는 poll(2)이므로 취소로 끝낼 수 있습니다), detect는 각 stat(2)입니다. 지표: latency는 쓰기 쪽이 write(2) 직전에 읽은 시각부터 변경을 보여 준 stat 직후까지(중앙값, 최근접 순위 방식의 p99, 최댓값). watch_cpu_ns는 쓰기 쪽 시작부터 마지막으로 본 변경까지 감시 스레드의 CPU(CLOCK_THREAD_CPUTIME_ID). watch_syscalls는 그 poll과 stat 호출이며, r/w syscalls 열은 이를 세지 않습니다(/proc은 read 계열과 write 계열 호출만 셉니다). 쓰기 스레드는 집계하지 않습니다. 실행은 감시자가 무엇을 하든 쓰기 쪽 일정(간격의 대략적인 합)만큼 이어집니다: 중앙값 벽시계 시간이 아니라 지표와 detect 호출을 비교하십시오.</translation>
    </message>
    <message>
        <location filename="../../core/watch/watchpollstat.cpp" line="117" />
        <source>Article 002: File.lastModified() polled in a loop to notice a change is costly when repeated — and a poll only answers at its next tick. Watch latency, watch_cpu_ns, watch_syscalls and missed_events against watch.inotify, and try interval_ms 1, 10 and 100.</source>
        <translation>기사 002: 변경을 알아채려고 루프로 폴링하는 File.lastModified()는 반복하면 비용이 큽니다 — 게다가 폴링은 다음 틱에서야 답합니다. watch.inotify와 latency, watch_cpu_ns, watch_syscalls, missed_events를 비교하고, interval_ms를 1, 10, 100으로 바꿔 보십시오.</translation>
    </message>
    <message>
        <location filename="../../core/watch/watchinotify.cpp" line="125" />
        <source>kernel notification (inotify)</source>
        <translation>커널 알림 (inotify)</translation>
    </message>
    <message>
        <location filename="../../core/watch/watchinotify.cpp" line="128" />
        <source>The same writer as watch.poll-stat. This watcher registers an inotify watch for modifications on the file's directory and blocks in poll(2) until the kernel queues an event; then it reads the events and fstats the file to see which change it was.</source>
        <translation>watch.poll-stat과 같은 쓰기 쪽입니다. 이 감시자는 파일의 디렉터리에 수정을 감시하는 inotify 감시를 등록하고, 커널이 이벤트를 큐에 넣을 때까지 poll(2)에서 블록합니다. 그다음 이벤트를 읽고 어떤 변경이었는지 보려고 파일을 fstat합니다.</translation>
    </message>
    <message>
        <location filename="../../core/watch/watchinotify.cpp" line="132" />
        <source>java.nio.file.WatchService (JDK 7): dir.register(watcher, ENTRY_MODIFY), then watcher.take() blocks until a change, as in article 002's WatcherThread; periodic checks are no longer needed. The JDK builds WatchService on inotify on Linux.</source>
        <translation>java.nio.file.WatchService (JDK 7): dir.register(watcher, ENTRY_MODIFY) 다음, 기사 002의 WatcherThread처럼 watcher.take()가 변경될 때까지 블록합니다. 주기적인 확인은 더 이상 필요 없습니다. JDK는 Linux에서 WatchService를 inotify 위에 만듭니다.</translation>
    </message>
    <message>
        <location filename="../../core/watch/watchinotify.cpp" line="136" />
        <source>Nothing while idle: the thread sleeps in the kernel until a write queues an event. Per change: one wake-up, then poll, read and fstat — a few microseconds of CPU, however long the run. Latency is the wake-up of a blocked thread (tens of microseconds; more on a loaded machine). Events for the file merge in the queue only while the previous one is unread, so missed events need a watcher slower than the writer. Limits: fs.inotify.max_user_watches and max_user_instances, and no events for changes other hosts make over a network filesystem.</source>
        <translation>유휴 중에는 아무것도 하지 않습니다: 스레드는 쓰기가 이벤트를 큐에 넣을 때까지 커널 안에서 잠듭니다. 변경마다: 깨어나기 한 번 후 poll, read, fstat — 실행이 아무리 길어도 몇 마이크로초의 CPU입니다. 지연은 블록된 스레드가 깨어나는 시간입니다(수십 마이크로초. 부하가 큰 머신에서는 더). 그 파일의 이벤트는 이전 이벤트를 읽지 않은 동안에만 큐에서 합쳐지므로, 이벤트를 놓치려면 감시자가 쓰기 쪽보다 느려야 합니다. 제한: fs.inotify.max_user_watches와 max_user_instances, 그리고 네트워크 파일 시스템에서 다른 호스트가 만든 변경에는 이벤트가 없습니다.</translation>
    </message>
    <message>
        <location filename="../../core/watch/watchinotify.cpp" line="143" />
        <source>wait is each blocking poll(2) on the inotify descriptor and the run's wake-up eventfd, detect each read(2) of the event queue with the fstat(2) after it. Metrics as for watch.poll-stat: latency from the writer's clock read just before its write(2) to just after the fstat; watch_cpu_ns the watching thread's CPU; watch_syscalls its poll, read and fstat calls. close is closing the inotify descriptor, which waits for the kernel to retire the watch (an SRCU grace period): milliseconds of wall time but hardly any CPU, paid once per instance — keep one instance for a program's life. The wall time is the writer's schedule, as for watch.poll-stat.</source>
        <translation>wait는 inotify 디스크립터와 실행의 깨우기용 eventfd에 대한, 블록하는 각 poll(2)입니다. detect는 이벤트 큐의 각 read(2)와 그 뒤의 fstat(2)입니다. 지표는 watch.poll-stat과 같습니다: latency는 쓰기 쪽이 write(2) 직전에 읽은 시각부터 fstat 직후까지, watch_cpu_ns는 감시 스레드의 CPU, watch_syscalls는 그 poll, read, fstat 호출입니다. close는 inotify 디스크립터를 닫는 시간으로, 커널이 감시를 폐기하기를 기다립니다(SRCU 유예 기간): 벽시계 시간으로 몇 밀리초가 걸리지만 CPU는 거의 쓰지 않으며 인스턴스마다 한 번 치릅니다 — 프로그램이 살아 있는 동안 인스턴스 하나를 유지하십시오. 벽시계 시간은 watch.poll-stat과 마찬가지로 쓰기 쪽 일정입니다.</translation>
    </message>
    <message>
        <location filename="../../core/watch/watchinotify.cpp" line="151" />
        <source>Article 002: since JDK 7, WatchService — dir.register(watcher, ENTRY_MODIFY), then watcher.take() blocks until a change — replaces checking the file periodically. Nothing runs while nothing changes.</source>
        <translation>기사 002: JDK 7부터 WatchService — dir.register(watcher, ENTRY_MODIFY) 다음 watcher.take()가 변경될 때까지 블록 — 가 파일을 주기적으로 확인하는 일을 대신합니다. 아무것도 바뀌지 않는 동안에는 아무것도 돌지 않습니다.</translation>
    </message>
    <message>
        <location filename="../../core/net/netfetch.cpp" line="187" />
        <source>one HTTP request per id (29 round trips)</source>
        <translation>id마다 HTTP 요청 하나 (왕복 29번)</translation>
    </message>
    <message>
        <location filename="../../core/net/netfetch.cpp" line="190" />
        <source>Asks the local server for the rows with ids 1 to 29 one id at a time — 29 GET requests over one keep-alive connection — parses every answer and prints the names of the enabled rows.</source>
        <translation>로컬 서버에 id 1부터 29까지의 행을 한 번에 id 하나씩 요청하고 — keep-alive 연결 하나로 GET 요청 29번 — 모든 응답을 파싱해 활성 행의 이름을 출력합니다.</translation>
    </message>
    <message>
        <location filename="../../core/net/netfetch.cpp" line="193" />
        <source>Article 004's first version: a loop `for (int id = 1; id &lt; 30; id++)` building an HttpRequest that POSTs `select * from Test where id = &lt;id&gt;` to test.php, client.send(request, BodyHandlers.ofString()) and objectMapper.readValue(body, TestData[].class), then `if (data.enable != 0)` (java.net.http.HttpClient and Jackson): 20,841 ms.</source>
        <translation>기사 004의 첫 버전: 루프 `for (int id = 1; id &lt; 30; id++)`에서 `select * from Test where id = &lt;id&gt;`를 test.php에 POST하는 HttpRequest를 만들고, client.send(request, BodyHandlers.ofString())와 objectMapper.readValue(body, TestData[].class)를 한 다음 `if (data.enable != 0)` (java.net.http.HttpClient와 Jackson): 20,841 ms.</translation>
    </message>
    <message>
        <location filename="../../core/net/netfetch.cpp" line="198" />
        <source>29 × (round trip + a database connection and query on the server + a response) and every column of every row: 29 thumbnails of 100 KiB, base64-encoded to ~137 KiB each (~3.8 MiB on the wire), encoded, sent and parsed, 7 of them only to be thrown away as disabled. On loopback a round trip is tens of microseconds, so the volume dominates; over a real network each of the 29 round trips adds its latency: rtt_us (default 1 ms, simulated) makes that visible — 29 round trips against 1.</source>
        <translation>29 × (왕복 + 서버의 데이터베이스 연결과 쿼리 + 응답), 그리고 모든 행의 모든 열: 100 KiB 썸네일 29개가 base64로 각각 ~137 KiB로 인코딩되어(전송량 ~3.8 MiB) 인코딩, 전송, 파싱되며, 그중 7개는 비활성이라 버려질 뿐입니다. 루프백에서 왕복은 수십 마이크로초이므로 양이 지배적입니다. 실제 네트워크에서는 29번의 왕복이 각각 지연을 더합니다: rtt_us(기본 1 ms, 시뮬레이션)로 이를 볼 수 있습니다 — 왕복 29번 대 1번.</translation>
    </message>
    <message>
        <location filename="../../core/net/netfetch.cpp" line="29" />
        <source>On the client's thread: connect is the TCP connect to 127.0.0.1 (once per run: the client keeps its connection alive); request runs from sending a request until the response's status line and headers arrive — so it contains the server's work; transfer is reading the body, credited with every byte received (headers and body); parse is decoding the JSON into rows (and binding each thumbnail to a string, as Jackson bound TestData). On the server's handler thread, overlapping the client's request phase: query is the SQLite work (opening the database, preparing, stepping, reading the columns), response is encoding the rows as JSON (base64 thumbnails). The run's metrics: bytes_transferred, requests, connections, and server_query_ns as the server reported it in a header (present for uninstrumented runs too). wait is the simulated network round trip (parameter rtt_us), one per request, slept on the client's thread: loopback has almost no latency of its own. The source file is not read.</source>
        <translation>클라이언트 스레드에서: connect는 127.0.0.1로의 TCP 연결입니다(실행마다 한 번: 클라이언트는 연결을 유지합니다). request는 요청을 보낸 때부터 응답의 상태 줄과 헤더가 도착할 때까지이며 — 따라서 서버의 일을 포함합니다. transfer는 본문 읽기이며 받은 모든 바이트(헤더와 본문)를 기록합니다. parse는 JSON을 행으로 디코딩하는 시간입니다(Jackson이 TestData에 바인딩했듯이 각 썸네일을 문자열에 바인딩하는 것 포함). 서버의 핸들러 스레드에서, 클라이언트의 request 단계와 겹쳐서: query는 SQLite 작업(데이터베이스 열기, 준비, 단계 실행, 열 읽기), response는 행을 JSON으로 인코딩하는 시간(base64 썸네일)입니다. 실행의 지표: bytes_transferred, requests, connections, 그리고 서버가 헤더로 보고한 server_query_ns(계측하지 않은 실행에도 있습니다). wait는 시뮬레이션한 네트워크 왕복(매개변수 rtt_us)으로, 요청마다 한 번 클라이언트 스레드에서 잠듭니다: 루프백 자체에는 지연이 거의 없습니다. 원본 파일은 읽지 않습니다.</translation>
    </message>
    <message>
        <location filename="../../core/net/netfetch.cpp" line="208" />
        <source>Article 004: 29 HTTP requests, one per id (`select * from Test where id = &lt;id&gt;`), each parsed with objectMapper.readValue: 20,841 ms.</source>
        <translation>기사 004: id마다 하나씩 29번의 HTTP 요청(`select * from Test where id = &lt;id&gt;`), 각각 objectMapper.readValue로 파싱: 20,841 ms.</translation>
    </message>
    <message>
        <location filename="../../core/net/netfetch.cpp" line="222" />
        <source>one HTTP request for the id range</source>
        <translation>id 범위에 대한 HTTP 요청 하나</translation>
    </message>
    <message>
        <location filename="../../core/net/netfetch.cpp" line="225" />
        <source>Asks for all rows with ids 1 to 29 in one GET request, parses the array and keeps the names of the enabled rows on the client.</source>
        <translation>id 1부터 29까지의 모든 행을 GET 요청 하나로 요청하고, 배열을 파싱해 활성 행의 이름을 클라이언트에서 남깁니다.</translation>
    </message>
    <message>
        <location filename="../../core/net/netfetch.cpp" line="228" />
        <source>Article 004's first fix: one request POSTing `select * from Test where id &gt;= 1 and id &lt; 30 order by id;` — fewer round trips, the same client-side `enable` check: 6,103 ms.</source>
        <translation>기사 004의 첫 번째 수정: `select * from Test where id &gt;= 1 and id &lt; 30 order by id;`를 POST하는 요청 하나 — 왕복은 줄고 클라이언트 쪽 `enable` 확인은 그대로: 6,103 ms.</translation>
    </message>
    <message>
        <location filename="../../core/net/netfetch.cpp" line="231" />
        <source>1 round trip, 1 query; still every column of all 29 rows (~3.8 MiB of base64 thumbnails) encoded, sent and parsed. What it saves over per-id is 28 round trips, 28 connections to the database and 28 small responses; the bytes stay the same. On loopback a round trip costs tens of microseconds, so that saving is small here, and one 3.8 MiB response needs large buffers that malloc takes fresh from the kernel (thousands of page faults per run) where 29 small ones are recycled: range may not beat per-id on this machine. Over a network each saved round trip is a full latency, which is what the article measured; with the simulated round trip (rtt_us, default 1 ms) the 28 saved round trips show in the wait phase. Set rtt_us=0 to see bare loopback.</source>
        <translation>왕복 1번, 쿼리 1번. 그래도 29행 모두의 모든 열(~3.8 MiB의 base64 썸네일)을 인코딩, 전송, 파싱합니다. id마다 요청하는 방식보다 아끼는 것은 왕복 28번, 데이터베이스 연결 28번, 작은 응답 28개이며 바이트 수는 같습니다. 루프백에서 왕복은 수십 마이크로초이므로 여기서의 절약은 작습니다. 게다가 3.8 MiB 응답 하나에는 큰 버퍼가 필요하고 malloc은 이를 커널에서 새로 가져오는(실행마다 수천 번의 페이지 폴트) 반면, 작은 버퍼 29개는 재활용됩니다: 이 머신에서는 range가 per-id를 이기지 못할 수도 있습니다. 네트워크에서는 아낀 왕복 하나하나가 지연 한 번 전체이며, 기사가 측정한 것이 그것입니다. 시뮬레이션한 왕복(rtt_us, 기본 1 ms)으로는 아낀 28번의 왕복이 wait 단계에 보입니다. 맨 루프백을 보려면 rtt_us=0으로 설정하십시오.</translation>
    </message>
    <message>
        <location filename="../../core/net/netfetch.cpp" line="244" />
        <source>Article 004: one request for the range (`select * from Test where id &gt;= 1 and id &lt; 30 order by id;`): 6,103 ms — fewer round trips.</source>
        <translation>기사 004: 범위에 대한 요청 하나(`select * from Test where id &gt;= 1 and id &lt; 30 order by id;`): 6,103 ms — 왕복이 줄었습니다.</translation>
    </message>
    <message>
        <location filename="../../core/net/netfetch.cpp" line="257" />
        <source>one request, enable &lt;&gt; 0 filtered on the server</source>
        <translation>요청 하나, enable &lt;&gt; 0을 서버에서 거르기</translation>
    </message>
    <message>
        <location filename="../../core/net/netfetch.cpp" line="260" />
        <source>One GET request for the ids 1 to 29 whose enable is not 0: the database filters, the client receives only the rows it prints.</source>
        <translation>enable이 0이 아닌 id 1부터 29까지에 대한 GET 요청 하나: 데이터베이스가 거르고, 클라이언트는 출력할 행만 받습니다.</translation>
    </message>
    <message>
        <location filename="../../core/net/netfetch.cpp" line="263" />
        <source>Article 004's second fix: `select * from Test where id &gt;= 1 and id &lt; 30 and enable &lt;&gt; 0 order by id;` — fetch only the valid rows rather than filtering after fetching: 4,562 ms.</source>
        <translation>기사 004의 두 번째 수정: `select * from Test where id &gt;= 1 and id &lt; 30 and enable &lt;&gt; 0 order by id;` — 가져온 뒤 거르는 대신 유효한 행만 가져오기: 4,562 ms.</translation>
    </message>
    <message>
        <location filename="../../core/net/netfetch.cpp" line="266" />
        <source>1 round trip; 22 of the 29 rows (those enabled here: every fourth id is not), so the bytes encoded, sent and parsed shrink by the share of disabled rows (~24 %). The saving depends on how many rows are disabled, as the article notes.</source>
        <translation>왕복 1번. 29행 중 22행(여기서 활성인 것: 네 번째 id마다 비활성)이므로, 인코딩, 전송, 파싱하는 바이트가 비활성 행의 비율(~24 %)만큼 줄어듭니다. 기사가 말하듯 절약은 비활성 행이 얼마나 많은지에 달려 있습니다.</translation>
    </message>
    <message>
        <location filename="../../core/net/netfetch.cpp" line="271" />
        <source>Article 004: the server filters (`… and enable &lt;&gt; 0 order by id;`): 4,562 ms — only the rows the client prints travel.</source>
        <translation>기사 004: 서버가 거릅니다(`… and enable &lt;&gt; 0 order by id;`): 4,562 ms — 클라이언트가 출력할 행만 전송됩니다.</translation>
    </message>
    <message>
        <location filename="../../core/net/netfetch.cpp" line="284" />
        <source>one request, filtered, only the name column</source>
        <translation>요청 하나, 거르기, name 열만</translation>
    </message>
    <message>
        <location filename="../../core/net/netfetch.cpp" line="287" />
        <source>One GET request for the names only of the enabled rows with ids 1 to 29: the server selects one column, so no thumbnail is read, encoded, sent or parsed.</source>
        <translation>id 1부터 29까지의 활성 행의 이름만 구하는 GET 요청 하나: 서버가 열 하나만 선택하므로, 썸네일은 읽히지도, 인코딩되지도, 전송되지도, 파싱되지도 않습니다.</translation>
    </message>
    <message>
        <location filename="../../core/net/netfetch.cpp" line="290" />
        <source>Article 004's last fix: `select name from Test where id &gt;= 1 and id &lt; 30 and enable &lt;&gt; 0 order by id;` — drop the unneeded image column: 556 ms (from 20,841 ms: about 20 s to about 0.5 s).</source>
        <translation>기사 004의 마지막 수정: `select name from Test where id &gt;= 1 and id &lt; 30 and enable &lt;&gt; 0 order by id;` — 필요 없는 이미지 열을 뺍니다: 556 ms(20,841 ms에서: 약 20 s가 약 0.5 s로).</translation>
    </message>
    <message>
        <location filename="../../core/net/netfetch.cpp" line="293" />
        <source>1 round trip and ~22 short names (well under 1 KiB on the wire) instead of 2.9–3.8 MiB: the cost left is the fixed part — a connect, a request, opening the database and one query. Select only the columns you use; large columns (images) dominate transfer and parse time.</source>
        <translation>왕복 1번과, 2.9–3.8 MiB 대신 ~22개의 짧은 이름(전송량은 1 KiB에 한참 못 미침): 남는 비용은 고정된 부분 — 연결, 요청, 데이터베이스 열기, 쿼리 한 번 — 입니다. 쓰는 열만 선택하십시오. 큰 열(이미지)이 전송 시간과 파싱 시간을 지배합니다.</translation>
    </message>
    <message>
        <location filename="../../core/net/netfetch.cpp" line="299" />
        <source>Article 004: only the needed column (`select name from Test where id &gt;= 1 and id &lt; 30 and enable &lt;&gt; 0 order by id;`): 556 ms — the image column stays on the server.</source>
        <translation>기사 004: 필요한 열만(`select name from Test where id &gt;= 1 and id &lt; 30 and enable &lt;&gt; 0 order by id;`): 556 ms — 이미지 열은 서버에 남습니다.</translation>
    </message>
    <message>
        <source>cp (coreutils), as a child process</source>
        <translation>cp (coreutils)를 자식 프로세스로</translation>
    </message>
    <message>
        <source>Runs coreutils' cp on the file: the reference every copy strategy can be held against, start-up of a process included.</source>
        <translation>파일에 coreutils의 cp를 실행합니다: 프로세스 시작까지 포함해 모든 복사 방식을 견줄 수 있는 기준입니다.</translation>
    </message>
    <message>
        <source>Files.copy(Path, Path) (article 000): the native copy inside one filesystem</source>
        <translation>Files.copy(Path, Path) (기사 000): 한 파일 시스템 안에서의 네이티브 복사</translation>
    </message>
    <message>
        <source>One process start (fork, exec, dynamic linking: about a millisecond), then copy_file_range in large steps: no bytes cross into user space.</source>
        <translation>프로세스 시작 한 번(fork, exec, 동적 링크: 약 1밀리초) 후 큰 단위의 copy_file_range: 사용자 공간으로 넘어오는 바이트가 없습니다.</translation>
    </message>
    <message>
        <location filename="../../core/ext/shippedlessons.cpp" line="15" />
        <source>Article 000 (copying a file, JMH, 10 GB sparse file): the bulk loops are equal within error (transferTo 13.055 ± 0.583 s); Path→Path pulls ahead at 100 GB (153.5 vs 160.0 s). cp is the native copy as a program.</source>
        <translation>기사 000(파일 복사, JMH, 10 GB 스파스 파일): 일괄 루프는 오차 범위 안에서 같습니다(transferTo 13.055 ± 0.583 s). 100 GB에서는 Path→Path가 앞섭니다(153.5 s 대 160.0 s). cp는 프로그램으로서의 네이티브 복사입니다.</translation>
    </message>
    <message>
        <source>cat &gt; dst, as a child process</source>
        <translation>cat &gt; dst를 자식 프로세스로</translation>
    </message>
    <message>
        <source>Runs cat with its standard output sent to the destination file, as a shell's 'cat src &gt; dst' does, without a shell.</source>
        <translation>표준 출력을 대상 파일로 보내 cat을 실행합니다. 셸의 'cat src &gt; dst'와 같은 일을 셸 없이 합니다.</translation>
    </message>
    <message>
        <source>InputStream.transferTo(OutputStream) (article 000): a library loop moving a buffer at a time</source>
        <translation>InputStream.transferTo(OutputStream) (기사 000): 한 번에 버퍼 하나씩 옮기는 라이브러리 루프</translation>
    </message>
    <message>
        <source>One process start, then read/write of 128 KiB blocks (or copy_file_range, in newer coreutils): two system calls per block.</source>
        <translation>프로세스 시작 한 번 후 128 KiB 블록의 read/write(새 coreutils에서는 copy_file_range): 블록마다 시스템 호출 두 번.</translation>
    </message>
    <message>
        <location filename="../../core/ext/shippedlessons.cpp" line="21" />
        <source>Article 000 (copying a file, JMH, 10 GB sparse file): the bulk loops are equal within error (transferTo 13.055 ± 0.583 s); Path→Path pulls ahead at 100 GB (153.5 vs 160.0 s). cat &gt; dst is the shell's bulk copy.</source>
        <translation>기사 000(파일 복사, JMH, 10 GB 스파스 파일): 일괄 루프는 오차 범위 안에서 같습니다(transferTo 13.055 ± 0.583 s). 100 GB에서는 Path→Path가 앞섭니다(153.5 s 대 160.0 s). cat &gt; dst는 셸의 일괄 복사입니다.</translation>
    </message>
    <message>
        <source>dd bs=8k, as a child process</source>
        <translation>dd bs=8k를 자식 프로세스로</translation>
    </message>
    <message>
        <source>Runs dd with 8 KiB blocks: the same loop as copy.buffer-loop at its default and as Java's byte[8192] copy, in another program.</source>
        <translation>8 KiB 블록으로 dd를 실행합니다: 기본 설정의 copy.buffer-loop나 Java의 byte[8192] 복사와 같은 루프를 다른 프로그램에서 합니다.</translation>
    </message>
    <message>
        <source>The byte[8192] loop of article 000 (and transferTo's internal buffer)</source>
        <translation>기사 000의 byte[8192] 루프(그리고 transferTo의 내부 버퍼)</translation>
    </message>
    <message>
        <source>Bytes / 8 KiB reads and as many writes; every call crosses into the kernel and copies 8 KiB each way.</source>
        <translation>바이트 수 / 8 KiB번의 읽기와 같은 수의 쓰기. 호출마다 커널로 들어가 각 방향으로 8 KiB를 복사합니다.</translation>
    </message>
    <message>
        <location filename="../../core/ext/shippedlessons.cpp" line="27" />
        <source>Article 000 (copying a file, JMH, 10 GB sparse file): the bulk loops are equal within error (transferTo 13.055 ± 0.583 s); Path→Path pulls ahead at 100 GB (153.5 vs 160.0 s). dd bs=8k is the byte[8192] loop in another program.</source>
        <translation>기사 000(파일 복사, JMH, 10 GB 스파스 파일): 일괄 루프는 오차 범위 안에서 같습니다(transferTo 13.055 ± 0.583 s). 100 GB에서는 Path→Path가 앞섭니다(153.5 s 대 160.0 s). dd bs=8k는 다른 프로그램에서 도는 byte[8192] 루프입니다.</translation>
    </message>
    <message>
        <source>dd bs=1M, as a child process</source>
        <translation>dd bs=1M을 자식 프로세스로</translation>
    </message>
    <message>
        <source>Runs dd with 1 MiB blocks: 128 times fewer system calls than dd bs=8k for the same copy.</source>
        <translation>1 MiB 블록으로 dd를 실행합니다: 같은 복사에 dd bs=8k보다 128배 적은 시스템 호출을 씁니다.</translation>
    </message>
    <message>
        <source>The byte[] loop of article 000 with a larger buffer</source>
        <translation>더 큰 버퍼를 쓰는 기사 000의 byte[] 루프</translation>
    </message>
    <message>
        <source>Bytes / 1 MiB reads and writes; the per-call cost fades, the copies through user space remain.</source>
        <translation>바이트 수 / 1 MiB번의 읽기와 쓰기. 호출당 비용은 옅어지지만 사용자 공간을 거치는 복사는 남습니다.</translation>
    </message>
    <message>
        <location filename="../../core/ext/shippedlessons.cpp" line="33" />
        <location filename="../../core/ext/shippedlessons.cpp" line="55" />
        <location filename="../../core/ext/shippedlessons.cpp" line="77" />
        <location filename="../../core/ext/shippedlessons.cpp" line="82" />
        <source>Article 000 (copying a file, JMH, 10 GB sparse file): the bulk loops are equal within error (transferTo 13.055 ± 0.583 s); Path→Path pulls ahead at 100 GB (153.5 vs 160.0 s).</source>
        <translation>기사 000(파일 복사, JMH, 10 GB 스파스 파일): 일괄 루프는 오차 범위 안에서 같습니다(transferTo 13.055 ± 0.583 s). 100 GB에서는 Path→Path가 앞섭니다(153.5 s 대 160.0 s).</translation>
    </message>
    <message>
        <source>wc -l -c, as a child process</source>
        <translation>wc -l -c를 자식 프로세스로</translation>
    </message>
    <message>
        <source>Runs wc to count lines and bytes: the reference for every read strategy that counts newlines. wc counts '\n' characters (POSIX lines), so for a file whose last line has no ending it reports one line fewer than iolens' line count; the verifier knows and expects exactly that.</source>
        <translation>wc를 실행해 줄 수와 바이트 수를 셉니다: 줄바꿈을 세는 모든 읽기 방식의 기준입니다. wc는 '\n' 문자를 세므로, 마지막 줄에 줄 끝이 없는 파일은 iolens의 줄 수보다 한 줄 적게 보고합니다. 검증은 이를 알고 있어 정확히 한 줄 적기를 기대합니다.</translation>
    </message>
    <message>
        <source>Files.lines(path).count() (article 001), done by a C program with a vectorised newline search</source>
        <translation>Files.lines(path).count() (기사 001)를 벡터화된 줄바꿈 검색을 하는 C 프로그램으로</translation>
    </message>
    <message>
        <source>One process start, then large reads and a memchr-style scan: no decoding, no per-line objects.</source>
        <translation>프로세스 시작 한 번 후 큰 읽기와 memchr 방식의 스캔: 디코딩도 줄마다의 객체도 없습니다.</translation>
    </message>
    <message>
        <location filename="../../core/ext/shippedlessons.cpp" line="38" />
        <location filename="../../core/ext/shippedlessons.cpp" line="109" />
        <location filename="../../core/ext/shippedlessons.cpp" line="116" />
        <source>Article 001: Java 9's Files.lines().parallel() splits bytes at newlines and decodes in parallel: 2.6 s vs 6.6 s sequential under 2 GB, 9 s over 2 GB (the fallback).</source>
        <translation>기사 001: Java 9의 Files.lines().parallel()은 줄바꿈에서 바이트를 나누고 병렬로 디코딩합니다: 2 GB 미만에서 순차 6.6 s 대비 2.6 s, 2 GB를 넘으면 9 s(대체 경로).</translation>
    </message>
    <message>
        <source>fio sequential read, 8 KiB blocks (psync)</source>
        <translation>fio 순차 읽기, 8 KiB 블록 (psync)</translation>
    </message>
    <message>
        <source>Runs fio, the storage benchmark, reading the file sequentially with pread of 8 KiB: the yardstick for read.buffer with buffer_size=8192. iolens reports fio's own bandwidth and completion latency (fio_bw_mib_s, fio_clat_mean_ns, fio_clat_p99_ns) next to the wall time it measured.</source>
        <translation>저장 장치 벤치마크인 fio를 실행해 8 KiB pread로 파일을 순차적으로 읽습니다: buffer_size=8192인 read.buffer의 잣대입니다. iolens는 자신이 측정한 벽시계 시간 옆에 fio 자체의 대역폭과 완료 지연 시간(fio_bw_mib_s, fio_clat_mean_ns, fio_clat_p99_ns)을 보고합니다.</translation>
    </message>
    <message>
        <source>FileInputStream.read(byte[8192]) in a loop (articles 000/002)</source>
        <translation>루프로 FileInputStream.read(byte[8192]) (기사 000/002)</translation>
    </message>
    <message>
        <source>Bytes / 8 KiB pread calls; fio adds its own setup (parsing, a worker thread, a shared memory segment) to the wall but not to its bandwidth. It counts no lines: only bytes are verified. A size that is not a multiple of the block reads short, which verification reports.</source>
        <translation>바이트 수 / 8 KiB번의 pread 호출. fio는 자체 준비 작업(구문 분석, 작업자 스레드, 공유 메모리 세그먼트)을 벽시계 시간에는 더하지만 대역폭에는 더하지 않습니다. 줄은 세지 않으므로 바이트만 검증됩니다. 블록의 배수가 아닌 크기는 덜 읽히며, 검증이 이를 보고합니다.</translation>
    </message>
    <message>
        <location filename="../../core/ext/shippedlessons.cpp" line="43" />
        <source>Article 002 (10 MB text): FileReader.read() per char 450 ms; with a 1 MiB char[] 80 ms; BufferedReader.readLine() 120 ms. fio is the yardstick: read.buffer at 8 KiB should match its bandwidth.</source>
        <translation>기사 002(10 MB 텍스트): FileReader.read()로 문자마다 450 ms, 1 MiB char[]로 80 ms, BufferedReader.readLine() 120 ms. fio는 잣대입니다: 8 KiB의 read.buffer는 그 대역폭과 맞아야 합니다.</translation>
    </message>
    <message>
        <source>fio sequential read, 1 MiB blocks (psync)</source>
        <translation>fio 순차 읽기, 1 MiB 블록 (psync)</translation>
    </message>
    <message>
        <source>Runs fio reading the file with pread of 1 MiB: the yardstick for read.buffer at its default buffer.</source>
        <translation>1 MiB pread로 파일을 읽는 fio를 실행합니다: 기본 버퍼의 read.buffer에 대한 잣대입니다.</translation>
    </message>
    <message>
        <source>FileReader with a 1 MiB char[] (article 002: 80 ms for 10 MB), without the decoding</source>
        <translation>1 MiB char[]를 쓰는 FileReader (기사 002: 10 MB에 80 ms)에서 디코딩을 뺀 것</translation>
    </message>
    <message>
        <source>Bytes / 1 MiB pread calls; the copy from the page cache dominates. Only bytes are verified (fio counts no lines).</source>
        <translation>바이트 수 / 1 MiB번의 pread 호출. 페이지 캐시에서의 복사가 지배적입니다. 바이트만 검증됩니다(fio는 줄을 세지 않습니다).</translation>
    </message>
    <message>
        <location filename="../../core/ext/shippedlessons.cpp" line="49" />
        <location filename="../../core/ext/shippedlessons.cpp" line="87" />
        <location filename="../../core/ext/shippedlessons.cpp" line="94" />
        <location filename="../../core/ext/shippedlessons.cpp" line="102" />
        <source>Article 002 (10 MB text): FileReader.read() per char 450 ms; with a 1 MiB char[] 80 ms; BufferedReader.readLine() 120 ms.</source>
        <translation>기사 002(10 MB 텍스트): FileReader.read()로 문자마다 450 ms, 1 MiB char[]로 80 ms, BufferedReader.readLine() 120 ms.</translation>
    </message>
    <message>
        <source>Java FileInputStream byte[8192] loop</source>
        <translation>Java FileInputStream byte[8192] 루프</translation>
    </message>
    <message>
        <source>Article 000's copy loop in Java: FileInputStream.read(byte[8192]) and FileOutputStream.write until the end.</source>
        <translation>기사 000의 복사 루프를 Java로: 끝까지 FileInputStream.read(byte[8192])와 FileOutputStream.write를 반복합니다.</translation>
    </message>
    <message>
        <source>FileInputStream / FileOutputStream with a byte[8192] buffer (article 000)</source>
        <translation>byte[8192] 버퍼를 쓰는 FileInputStream / FileOutputStream (기사 000)</translation>
    </message>
    <message>
        <source>Bytes / 8 KiB read and write calls through JNI; each copies 8 KiB between the kernel, a native buffer and the Java array. Plus a JVM start-up (tens of milliseconds).</source>
        <translation>JNI를 거치는 바이트 수 / 8 KiB번의 read와 write 호출. 호출마다 커널, 네이티브 버퍼, Java 배열 사이에서 8 KiB를 복사합니다. 여기에 JVM 시작(수십 밀리초)이 더해집니다.</translation>
    </message>
    <message>
        <source>Java BufferedInputStream read() per byte</source>
        <translation>Java BufferedInputStream으로 바이트마다 read()</translation>
    </message>
    <message>
        <source>Article 000's slow case: BufferedInputStream.read() and BufferedOutputStream.write(int), one call per byte through 8 KiB buffers.</source>
        <translation>기사 000의 느린 경우: BufferedInputStream.read()와 BufferedOutputStream.write(int)를 8 KiB 버퍼를 거쳐 바이트마다 한 번씩 호출합니다.</translation>
    </message>
    <message>
        <source>BufferedInputStream / BufferedOutputStream, read() per byte (article 000)</source>
        <translation>BufferedInputStream / BufferedOutputStream으로 바이트마다 read() (기사 000)</translation>
    </message>
    <message>
        <source>Two method calls per byte (cheap after JIT inlining) and one system call per 8 KiB on each side: compare with copy.byte-stdio.</source>
        <translation>바이트마다 메서드 호출 두 번(JIT 인라이닝 후에는 쌉니다)과 양쪽에서 8 KiB마다 시스템 호출 한 번: copy.byte-stdio와 비교해 보십시오.</translation>
    </message>
    <message>
        <location filename="../../core/ext/shippedlessons.cpp" line="63" />
        <source>Article 000 (copying a file, JMH, 10 GB sparse file): the bulk loops are equal within error (transferTo 13.055 ± 0.583 s); Path→Path pulls ahead at 100 GB (153.5 vs 160.0 s). Per-byte calls are the real sin.</source>
        <translation>기사 000(파일 복사, JMH, 10 GB 스파스 파일): 일괄 루프는 오차 범위 안에서 같습니다(transferTo 13.055 ± 0.583 s). 100 GB에서는 Path→Path가 앞섭니다(153.5 s 대 160.0 s). 진짜 문제는 바이트 단위 호출입니다.</translation>
    </message>
    <message>
        <source>Java InputStream.readAllBytes()</source>
        <translation>Java InputStream.readAllBytes()</translation>
    </message>
    <message>
        <source>Article 000's readAllBytes(): the whole file in one byte[], then one write.</source>
        <translation>기사 000의 readAllBytes(): 파일 전체를 byte[] 하나에 넣고 한 번에 씁니다.</translation>
    </message>
    <message>
        <source>InputStream.readAllBytes() (article 000: fast, but memory grows with the file)</source>
        <translation>InputStream.readAllBytes() (기사 000: 빠르지만 메모리가 파일과 함께 커짐)</translation>
    </message>
    <message>
        <source>One heap array of the file's size (limited to 2 GiB), filled in growing chunks; peak RSS of the child grows with the file.</source>
        <translation>파일 크기만 한 힙 배열 하나(2 GiB까지)를 점점 커지는 청크로 채웁니다. 자식 프로세스의 피크 RSS가 파일과 함께 커집니다.</translation>
    </message>
    <message>
        <location filename="../../core/ext/shippedlessons.cpp" line="70" />
        <source>Article 000 (copying a file, JMH, 10 GB sparse file): the bulk loops are equal within error (transferTo 13.055 ± 0.583 s); Path→Path pulls ahead at 100 GB (153.5 vs 160.0 s). readAllBytes is fast but its memory grows with the file.</source>
        <translation>기사 000(파일 복사, JMH, 10 GB 스파스 파일): 일괄 루프는 오차 범위 안에서 같습니다(transferTo 13.055 ± 0.583 s). 100 GB에서는 Path→Path가 앞섭니다(153.5 s 대 160.0 s). readAllBytes는 빠르지만 메모리가 파일과 함께 커집니다.</translation>
    </message>
    <message>
        <source>Java InputStream.transferTo()</source>
        <translation>Java InputStream.transferTo()</translation>
    </message>
    <message>
        <source>Article 000's transferTo(): the library's own 8 KiB loop.</source>
        <translation>기사 000의 transferTo(): 라이브러리 자체의 8 KiB 루프.</translation>
    </message>
    <message>
        <source>InputStream.transferTo(OutputStream) (article 000: 13.055 ± 0.583 s for 10 GB)</source>
        <translation>InputStream.transferTo(OutputStream) (기사 000: 10 GB에 13.055 ± 0.583 s)</translation>
    </message>
    <message>
        <source>The same calls and copies as the byte[8192] loop: extra buffering around it changes nothing, as the article found.</source>
        <translation>호출과 복사는 byte[8192] 루프와 같습니다: 기사가 확인했듯이 그 주위에 버퍼링을 더해도 달라지는 것이 없습니다.</translation>
    </message>
    <message>
        <source>Java Files.copy(Path, Path)</source>
        <translation>Java Files.copy(Path, Path)</translation>
    </message>
    <message>
        <source>Article 000's path-to-path copy: the JDK's native copy, with no Java loop.</source>
        <translation>기사 000의 경로 대 경로 복사: Java 루프 없이 JDK의 네이티브 복사.</translation>
    </message>
    <message>
        <source>Files.copy(Path, Path) (article 000: 153.5 s vs 160.0 s for 100 GB stream-to-stream)</source>
        <translation>Files.copy(Path, Path) (기사 000: 100 GB 스트림 대 스트림의 160.0 s에 비해 153.5 s)</translation>
    </message>
    <message>
        <source>The JDK copies natively inside the kernel where it can; no bytes through the Java heap.</source>
        <translation>JDK는 가능한 곳에서 커널 안에서 네이티브로 복사합니다. Java 힙을 거치는 바이트가 없습니다.</translation>
    </message>
    <message>
        <source>Java FileReader.read() per char</source>
        <translation>Java FileReader.read()로 문자마다</translation>
    </message>
    <message>
        <source>Article 002's slowest reader: one read() call per char, counting newlines.</source>
        <translation>기사 002에서 가장 느린 리더: 문자마다 read() 호출 한 번으로 줄바꿈을 셉니다.</translation>
    </message>
    <message>
        <source>FileReader.read() (article 002: 450 ms for 10 MB)</source>
        <translation>FileReader.read() (기사 002: 10 MB에 450 ms)</translation>
    </message>
    <message>
        <source>One synchronized method call and a decoder step per char; an 8 KiB byte buffer inside the reader keeps system calls few.</source>
        <translation>문자마다 synchronized 메서드 호출 한 번과 디코더 한 단계. 리더 안의 8 KiB 바이트 버퍼가 시스템 호출을 적게 유지합니다.</translation>
    </message>
    <message>
        <source>Java FileReader with a char[1 MiB]</source>
        <translation>Java FileReader와 char[1 MiB]</translation>
    </message>
    <message>
        <source>Article 002's fast reader: read(char[1 MiB]) then a scan for '\n'.</source>
        <translation>기사 002의 빠른 리더: read(char[1 MiB]) 다음에 '\n'을 찾는 스캔.</translation>
    </message>
    <message>
        <source>FileReader.read(char[]) with a 1 MiB buffer (article 002: 80 ms for 10 MB)</source>
        <translation>1 MiB 버퍼로 FileReader.read(char[]) (기사 002: 10 MB에 80 ms)</translation>
    </message>
    <message>
        <source>Few calls; the decoding from UTF-8 to UTF-16 chars dominates, then one pass over the chars.</source>
        <translation>호출은 적습니다. UTF-8에서 UTF-16 char로의 디코딩이 지배적이고, 그다음 char를 한 번 훑습니다.</translation>
    </message>
    <message>
        <source>Java BufferedReader.readLine() into a list</source>
        <translation>Java BufferedReader.readLine()으로 목록에</translation>
    </message>
    <message>
        <source>Article 002's line reader: every line becomes a String kept in a List.</source>
        <translation>기사 002의 줄 리더: 모든 줄이 String이 되어 List에 보관됩니다.</translation>
    </message>
    <message>
        <source>BufferedReader.readLine() (article 002: 120 ms for 10 MB)</source>
        <translation>BufferedReader.readLine() (기사 002: 10 MB에 120 ms)</translation>
    </message>
    <message>
        <source>One String per line (allocation and garbage collection grow with the line count), on top of decoding.</source>
        <translation>디코딩에 더해 줄마다 String 하나(할당과 가비지 컬렉션이 줄 수에 따라 늘어납니다).</translation>
    </message>
    <message>
        <source>Java Files.lines() sequential</source>
        <translation>Java Files.lines() 순차</translation>
    </message>
    <message>
        <source>Article 001's Files.lines(path) stream, sequential: lines counted and their UTF-8 bytes summed.</source>
        <translation>기사 001의 Files.lines(path) 스트림을 순차로: 줄을 세고 그 UTF-8 바이트 수를 합칩니다.</translation>
    </message>
    <message>
        <source>Files.lines(path) (article 001: 6.6 s sequential for a file under 2 GB)</source>
        <translation>Files.lines(path) (기사 001: 2 GB 미만 파일에서 순차 6.6 s)</translation>
    </message>
    <message>
        <source>A BufferedReader underneath: decoding plus one String per line, collected by the GC at once.</source>
        <translation>아래에는 BufferedReader가 있습니다: 디코딩에 더해 줄마다 String 하나이며, GC가 한꺼번에 회수합니다.</translation>
    </message>
    <message>
        <source>Java Files.lines().parallel()</source>
        <translation>Java Files.lines().parallel()</translation>
    </message>
    <message>
        <source>Article 001's parallel stream: since Java 9 the file is mapped, split at newlines as bytes and decoded in worker threads (only under 2 GB and for UTF-8/ASCII/Latin-1).</source>
        <translation>기사 001의 병렬 스트림: Java 9부터 파일을 매핑하고, 바이트 상태로 줄바꿈에서 나눈 뒤 작업자 스레드에서 디코딩합니다(2 GB 미만이고 UTF-8/ASCII/Latin-1일 때만).</translation>
    </message>
    <message>
        <source>Files.lines(path).parallel() (article 001: 2.6 s parallel vs 6.6 s sequential under 2 GB; 9 s over 2 GB)</source>
        <translation>Files.lines(path).parallel() (기사 001: 2 GB 미만에서 병렬 2.6 s 대 순차 6.6 s, 2 GB를 넘으면 9 s)</translation>
    </message>
    <message>
        <source>Decoding spread over the common fork-join pool; the child's CPU time exceeds its wall. Compare with read.parallel, which has no 2 GB cliff.</source>
        <translation>디코딩이 공용 fork-join 풀에 분산됩니다. 자식 프로세스의 CPU 시간이 벽시계 시간을 넘습니다. 2 GB 절벽이 없는 read.parallel과 비교해 보십시오.</translation>
    </message>
    <message>
        <location filename="../../core/read/fadviseread.cpp" line="24" />
        <source>posix_fadvise(SEQUENTIAL), then a buffer loop</source>
        <translation>posix_fadvise(SEQUENTIAL) 후 버퍼 루프</translation>
    </message>
    <message>
        <location filename="../../core/read/fadviseread.cpp" line="27" />
        <source>Tells the kernel with posix_fadvise(POSIX_FADV_SEQUENTIAL) that the file will be read from start to end, then reads it in buffer_size blocks as read.buffer does.</source>
        <translation>posix_fadvise(POSIX_FADV_SEQUENTIAL)로 파일을 처음부터 끝까지 읽는다고 커널에 알린 뒤, read.buffer처럼 buffer_size 블록으로 읽습니다.</translation>
    </message>
    <message>
        <location filename="../../core/read/fadviseread.cpp" line="30" />
        <source>None: a FileInputStream or FileChannel cannot give the kernel an access hint; the JDK leaves readahead to the kernel's guess, which is what read.buffer measures.</source>
        <translation>없음: FileInputStream도 FileChannel도 커널에 접근 힌트를 줄 수 없습니다. JDK는 미리 읽기를 커널의 추측에 맡기며, 그것을 재는 것이 read.buffer입니다.</translation>
    </message>
    <message>
        <location filename="../../core/read/fadviseread.cpp" line="33" />
        <source>One more system call than read.buffer. On Linux the hint doubles the file's readahead window (128 KiB to 256 KiB by default), so a read from the device asks for larger blocks ahead of the reader; from the page cache (warm) nothing changes. Compare both in cold mode with a small buffer_size.</source>
        <translation>read.buffer보다 시스템 호출이 1번 많습니다. Linux에서 이 힌트는 파일의 미리 읽기 창을 2배로 늘려(기본 128 KiB에서 256 KiB) 장치에서 읽을 때 더 큰 블록을 앞서 요청합니다. 페이지 캐시에서(웜) 읽으면 아무것도 바뀌지 않습니다. 작은 buffer_size로 콜드 모드에서 둘을 비교해 보세요.</translation>
    </message>
    <message>
        <location filename="../../core/read/fadviseread.cpp" line="38" />
        <source>The hint is timed with the open (open); then one interval per read(2) call (read), per block split (split) and per block decoded (decode).</source>
        <translation>힌트는 open과 함께 측정합니다(open). 그 뒤로는 read(2) 호출마다(read), 블록 분할마다(split), 디코딩한 블록마다(decode) 한 구간입니다.</translation>
    </message>
    <message>
        <location filename="../../core/read/fadviseread.cpp" line="41" />
        <source>Article 002 reads a 10 MB text: FileReader with a 1 MiB char[] 80 ms, one char at a time 450 ms. The articles never give the kernel a hint: Java has none to give.</source>
        <translation>기사 002는 10 MB 텍스트를 읽습니다: 1 MiB char[]를 쓰는 FileReader는 80 ms, 한 글자씩은 450 ms. 기사는 커널에 힌트를 주지 않습니다. Java에는 줄 방법이 없습니다.</translation>
    </message>
    <message>
        <source>Timed from outside: wall, and the child's CPU, faults and peak RSS from wait4. cp prints no phases, so its whole life is one 'other' phase. Process start-up, measured on the machine iolens was written on (2-core AMD EPYC VM, Linux 6.18; hyperfine -N, best of 30): fork+exec of /bin/true 0.5 ms, java with an empty main() 32 ms (OpenJDK 17), fio --version 28 ms and a fio job reading 8 KiB 353 ms (fio 3.33).</source>
        <translation>외부에서 측정합니다: 벽시계 시간과, wait4에서 얻은 자식의 CPU, 폴트, 피크 RSS. cp는 단계를 출력하지 않으므로 전체 수명이 하나의 'other' 단계가 됩니다. 프로세스 시작 비용(iolens를 작성한 머신에서 측정: 2코어 AMD EPYC VM, Linux 6.18, hyperfine -N으로 30회 중 최솟값): /bin/true의 fork+exec 0.5 ms, 빈 main()을 실행하는 java 32 ms(OpenJDK 17), fio --version 28 ms, 8 KiB를 읽는 fio 작업 353 ms(fio 3.33).</translation>
    </message>
    <message>
        <source>Timed from outside (wall, wait4 rusage); its whole life is one 'other' phase. Process start-up, measured on the machine iolens was written on (2-core AMD EPYC VM, Linux 6.18; hyperfine -N, best of 30): fork+exec of /bin/true 0.5 ms, java with an empty main() 32 ms (OpenJDK 17), fio --version 28 ms and a fio job reading 8 KiB 353 ms (fio 3.33).</source>
        <translation>외부에서 측정합니다(벽시계 시간, wait4 rusage). 프로세스의 전체 수명이 하나의 'other' 단계가 됩니다. 프로세스 시작 비용(iolens를 작성한 머신에서 측정: 2코어 AMD EPYC VM, Linux 6.18, hyperfine -N으로 30회 중 최솟값): /bin/true의 fork+exec 0.5 ms, 빈 main()을 실행하는 java 32 ms(OpenJDK 17), fio --version 28 ms, 8 KiB를 읽는 fio 작업 353 ms(fio 3.33).</translation>
    </message>
    <message>
        <source>Timed from outside (wall, wait4 rusage); wc prints no phases, so the run has none. Process start-up, measured on the machine iolens was written on (2-core AMD EPYC VM, Linux 6.18; hyperfine -N, best of 30): fork+exec of /bin/true 0.5 ms, java with an empty main() 32 ms (OpenJDK 17), fio --version 28 ms and a fio job reading 8 KiB 353 ms (fio 3.33).</source>
        <translation>외부에서 측정합니다(벽시계 시간, wait4 rusage). wc는 단계를 출력하지 않으므로 실행에 단계가 없습니다. 프로세스 시작 비용(iolens를 작성한 머신에서 측정: 2코어 AMD EPYC VM, Linux 6.18, hyperfine -N으로 30회 중 최솟값): /bin/true의 fork+exec 0.5 ms, 빈 main()을 실행하는 java 32 ms(OpenJDK 17), fio --version 28 ms, 8 KiB를 읽는 fio 작업 353 ms(fio 3.33).</translation>
    </message>
    <message>
        <source>The read phase is fio's total completion latency (mean clat × I/Os); the wall includes fio's start-up and setup. Process start-up, measured on the machine iolens was written on (2-core AMD EPYC VM, Linux 6.18; hyperfine -N, best of 30): fork+exec of /bin/true 0.5 ms, java with an empty main() 32 ms (OpenJDK 17), fio --version 28 ms and a fio job reading 8 KiB 353 ms (fio 3.33). On a small file the wall MiB/s is mostly that set-up; the table's tool MiB/s is fio's own bandwidth over its own time.</source>
        <translation>read 단계는 fio의 완료 지연 시간 합계(평균 clat × I/O 수)입니다. 벽시계 시간에는 fio의 시작과 준비가 포함됩니다. 프로세스 시작 비용(iolens를 작성한 머신에서 측정: 2코어 AMD EPYC VM, Linux 6.18, hyperfine -N으로 30회 중 최솟값): /bin/true의 fork+exec 0.5 ms, 빈 main()을 실행하는 java 32 ms(OpenJDK 17), fio --version 28 ms, 8 KiB를 읽는 fio 작업 353 ms(fio 3.33). 작은 파일에서는 벽시계 시간 MiB/s의 대부분이 이 준비 시간입니다. 표의 도구 MiB/s는 fio가 자기 시간으로 잰 자체 대역폭입니다.</translation>
    </message>
    <message>
        <source>Phases are timed inside the JVM with System.nanoTime() per call and printed as iolens-phase lines. JVM start-up is in the wall time but in no phase. Process start-up, measured on the machine iolens was written on (2-core AMD EPYC VM, Linux 6.18; hyperfine -N, best of 30): fork+exec of /bin/true 0.5 ms, java with an empty main() 32 ms (OpenJDK 17), fio --version 28 ms and a fio job reading 8 KiB 353 ms (fio 3.33).</source>
        <translation>단계는 JVM 안에서 호출마다 System.nanoTime()으로 측정해 iolens-phase 줄로 출력합니다. JVM 시작은 벽시계 시간에는 들어가지만 어떤 단계에도 들어가지 않습니다. 프로세스 시작 비용(iolens를 작성한 머신에서 측정: 2코어 AMD EPYC VM, Linux 6.18, hyperfine -N으로 30회 중 최솟값): /bin/true의 fork+exec 0.5 ms, 빈 main()을 실행하는 java 32 ms(OpenJDK 17), fio --version 28 ms, 8 KiB를 읽는 fio 작업 353 ms(fio 3.33).</translation>
    </message>
    <message>
        <source>Per-byte calls are timed in batches of 64 KiB bytes: one timing for the batch's reads, one for its writes. JVM start-up is in the wall but in no phase. Process start-up, measured on the machine iolens was written on (2-core AMD EPYC VM, Linux 6.18; hyperfine -N, best of 30): fork+exec of /bin/true 0.5 ms, java with an empty main() 32 ms (OpenJDK 17), fio --version 28 ms and a fio job reading 8 KiB 353 ms (fio 3.33).</source>
        <translation>바이트 단위 호출은 64 KiB 바이트 배치로 측정합니다: 배치의 읽기에 한 번, 쓰기에 한 번. JVM 시작은 벽시계 시간에는 들어가지만 어떤 단계에도 들어가지 않습니다. 프로세스 시작 비용(iolens를 작성한 머신에서 측정: 2코어 AMD EPYC VM, Linux 6.18, hyperfine -N으로 30회 중 최솟값): /bin/true의 fork+exec 0.5 ms, 빈 main()을 실행하는 java 32 ms(OpenJDK 17), fio --version 28 ms, 8 KiB를 읽는 fio 작업 353 ms(fio 3.33).</translation>
    </message>
    <message>
        <source>One read and one write timing with System.nanoTime(); JVM start-up is in the wall but in no phase. Files over 2 GiB fail in Java (an array limit), and the run reports the JVM's error. Process start-up, measured on the machine iolens was written on (2-core AMD EPYC VM, Linux 6.18; hyperfine -N, best of 30): fork+exec of /bin/true 0.5 ms, java with an empty main() 32 ms (OpenJDK 17), fio --version 28 ms and a fio job reading 8 KiB 353 ms (fio 3.33).</source>
        <translation>System.nanoTime()으로 읽기와 쓰기를 한 번씩 측정합니다. JVM 시작은 벽시계 시간에는 들어가지만 어떤 단계에도 들어가지 않습니다. 2 GiB를 넘는 파일은 Java에서 실패하며(배열 한도), 실행은 JVM의 오류를 보고합니다. 프로세스 시작 비용(iolens를 작성한 머신에서 측정: 2코어 AMD EPYC VM, Linux 6.18, hyperfine -N으로 30회 중 최솟값): /bin/true의 fork+exec 0.5 ms, 빈 main()을 실행하는 java 32 ms(OpenJDK 17), fio --version 28 ms, 8 KiB를 읽는 fio 작업 353 ms(fio 3.33).</translation>
    </message>
    <message>
        <source>One 'transfer' timing around transferTo (reads and writes inside one library call); JVM start-up is in the wall but in no phase. Process start-up, measured on the machine iolens was written on (2-core AMD EPYC VM, Linux 6.18; hyperfine -N, best of 30): fork+exec of /bin/true 0.5 ms, java with an empty main() 32 ms (OpenJDK 17), fio --version 28 ms and a fio job reading 8 KiB 353 ms (fio 3.33).</source>
        <translation>transferTo 주위에서 'transfer'를 한 번 측정합니다(읽기와 쓰기가 라이브러리 호출 하나 안에 있습니다). JVM 시작은 벽시계 시간에는 들어가지만 어떤 단계에도 들어가지 않습니다. 프로세스 시작 비용(iolens를 작성한 머신에서 측정: 2코어 AMD EPYC VM, Linux 6.18, hyperfine -N으로 30회 중 최솟값): /bin/true의 fork+exec 0.5 ms, 빈 main()을 실행하는 java 32 ms(OpenJDK 17), fio --version 28 ms, 8 KiB를 읽는 fio 작업 353 ms(fio 3.33).</translation>
    </message>
    <message>
        <source>One 'transfer' timing around Files.copy; JVM start-up is in the wall but in no phase. Process start-up, measured on the machine iolens was written on (2-core AMD EPYC VM, Linux 6.18; hyperfine -N, best of 30): fork+exec of /bin/true 0.5 ms, java with an empty main() 32 ms (OpenJDK 17), fio --version 28 ms and a fio job reading 8 KiB 353 ms (fio 3.33).</source>
        <translation>Files.copy 주위에서 'transfer'를 한 번 측정합니다. JVM 시작은 벽시계 시간에는 들어가지만 어떤 단계에도 들어가지 않습니다. 프로세스 시작 비용(iolens를 작성한 머신에서 측정: 2코어 AMD EPYC VM, Linux 6.18, hyperfine -N으로 30회 중 최솟값): /bin/true의 fork+exec 0.5 ms, 빈 main()을 실행하는 java 32 ms(OpenJDK 17), fio --version 28 ms, 8 KiB를 읽는 fio 작업 353 ms(fio 3.33).</translation>
    </message>
    <message>
        <source>One timing around the whole loop (per-char timing would dwarf the call); bytes are counted under the reader. JVM start-up is in the wall but in no phase. Process start-up, measured on the machine iolens was written on (2-core AMD EPYC VM, Linux 6.18; hyperfine -N, best of 30): fork+exec of /bin/true 0.5 ms, java with an empty main() 32 ms (OpenJDK 17), fio --version 28 ms and a fio job reading 8 KiB 353 ms (fio 3.33).</source>
        <translation>루프 전체를 한 번 측정합니다(문자마다 측정하면 측정이 호출보다 커집니다). 바이트는 리더 아래에서 셉니다. JVM 시작은 벽시계 시간에는 들어가지만 어떤 단계에도 들어가지 않습니다. 프로세스 시작 비용(iolens를 작성한 머신에서 측정: 2코어 AMD EPYC VM, Linux 6.18, hyperfine -N으로 30회 중 최솟값): /bin/true의 fork+exec 0.5 ms, 빈 main()을 실행하는 java 32 ms(OpenJDK 17), fio --version 28 ms, 8 KiB를 읽는 fio 작업 353 ms(fio 3.33).</translation>
    </message>
    <message>
        <source>read and split timed per 1 MiB call with System.nanoTime(); JVM start-up is in the wall but in no phase. Process start-up, measured on the machine iolens was written on (2-core AMD EPYC VM, Linux 6.18; hyperfine -N, best of 30): fork+exec of /bin/true 0.5 ms, java with an empty main() 32 ms (OpenJDK 17), fio --version 28 ms and a fio job reading 8 KiB 353 ms (fio 3.33).</source>
        <translation>read와 split은 1 MiB 호출마다 System.nanoTime()으로 측정합니다. JVM 시작은 벽시계 시간에는 들어가지만 어떤 단계에도 들어가지 않습니다. 프로세스 시작 비용(iolens를 작성한 머신에서 측정: 2코어 AMD EPYC VM, Linux 6.18, hyperfine -N으로 30회 중 최솟값): /bin/true의 fork+exec 0.5 ms, 빈 main()을 실행하는 java 32 ms(OpenJDK 17), fio --version 28 ms, 8 KiB를 읽는 fio 작업 353 ms(fio 3.33).</translation>
    </message>
    <message>
        <source>One timing around the loop; JVM start-up is in the wall but in no phase. Peak RSS of the child shows the list. Process start-up, measured on the machine iolens was written on (2-core AMD EPYC VM, Linux 6.18; hyperfine -N, best of 30): fork+exec of /bin/true 0.5 ms, java with an empty main() 32 ms (OpenJDK 17), fio --version 28 ms and a fio job reading 8 KiB 353 ms (fio 3.33).</source>
        <translation>루프를 한 번 측정합니다. JVM 시작은 벽시계 시간에는 들어가지만 어떤 단계에도 들어가지 않습니다. 자식 프로세스의 피크 RSS에 목록이 보입니다. 프로세스 시작 비용(iolens를 작성한 머신에서 측정: 2코어 AMD EPYC VM, Linux 6.18, hyperfine -N으로 30회 중 최솟값): /bin/true의 fork+exec 0.5 ms, 빈 main()을 실행하는 java 32 ms(OpenJDK 17), fio --version 28 ms, 8 KiB를 읽는 fio 작업 353 ms(fio 3.33).</translation>
    </message>
    <message>
        <source>One timing around the stream; JVM start-up is in the wall but in no phase. Bytes are rebuilt from the lines (+1 per '\n'), so a file with '\r\n' endings or no final newline fails verification. Process start-up, measured on the machine iolens was written on (2-core AMD EPYC VM, Linux 6.18; hyperfine -N, best of 30): fork+exec of /bin/true 0.5 ms, java with an empty main() 32 ms (OpenJDK 17), fio --version 28 ms and a fio job reading 8 KiB 353 ms (fio 3.33).</source>
        <translation>스트림을 한 번 측정합니다. JVM 시작은 벽시계 시간에는 들어가지만 어떤 단계에도 들어가지 않습니다. 바이트 수는 줄에서 다시 만들므로('\n'마다 +1), 줄 끝이 '\r\n'이거나 마지막 줄바꿈이 없는 파일은 검증에 실패합니다. 프로세스 시작 비용(iolens를 작성한 머신에서 측정: 2코어 AMD EPYC VM, Linux 6.18, hyperfine -N으로 30회 중 최솟값): /bin/true의 fork+exec 0.5 ms, 빈 main()을 실행하는 java 32 ms(OpenJDK 17), fio --version 28 ms, 8 KiB를 읽는 fio 작업 353 ms(fio 3.33).</translation>
    </message>
    <message>
        <source>One timing around the stream; JVM start-up is in the wall but in no phase. Bytes are rebuilt from the lines (+1 per '\n'). Process start-up, measured on the machine iolens was written on (2-core AMD EPYC VM, Linux 6.18; hyperfine -N, best of 30): fork+exec of /bin/true 0.5 ms, java with an empty main() 32 ms (OpenJDK 17), fio --version 28 ms and a fio job reading 8 KiB 353 ms (fio 3.33).</source>
        <translation>스트림을 한 번 측정합니다. JVM 시작은 벽시계 시간에는 들어가지만 어떤 단계에도 들어가지 않습니다. 바이트 수는 줄에서 다시 만듭니다('\n'마다 +1). 프로세스 시작 비용(iolens를 작성한 머신에서 측정: 2코어 AMD EPYC VM, Linux 6.18, hyperfine -N으로 30회 중 최솟값): /bin/true의 fork+exec 0.5 ms, 빈 main()을 실행하는 java 32 ms(OpenJDK 17), fio --version 28 ms, 8 KiB를 읽는 fio 작업 353 ms(fio 3.33).</translation>
    </message>
    <message>
        <location filename="../../core/replay/replayfamily.cpp" line="16" />
        <source>Issue 26: a traced program's own calls on one file, replayed on a copy of it as recorded and with each fix, so that the speed-up shown is the program's own.</source>
        <translation>issue 26: 추적한 프로그램이 한 파일에 한 호출을 그 사본 위에서 기록대로, 그리고 각 수정을 적용해 재생합니다. 보이는 속도 향상은 그 프로그램 자신의 것입니다.</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="12" />
        <source>Each recorded run of calls (the trace merges consecutive calls of one kind) is timed as one interval, credited with its calls and bytes: two clock reads per run, not per call. The bytes read are hashed as they arrive, as the program would have used them.</source>
        <translation>기록된 호출 묶음(추적은 같은 종류의 연속 호출을 하나로 합칩니다)마다 한 구간으로 측정하고 그 호출 수와 바이트를 매깁니다: 시계 읽기는 호출마다가 아니라 묶음마다 두 번입니다. 읽은 바이트는 프로그램이 쓰듯이 도착하는 대로 해시합니다.</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="17" />
        <source>Issue 26: the built-in strategies show a fix on their own work; a replay shows it on the calls the program made, so the speed-up in the table is the program's.</source>
        <translation>issue 26: 내장 전략은 수정의 효과를 자기 작업으로 보여 주지만, 재생은 프로그램이 실제로 한 호출로 보여 줍니다. 그래서 표의 속도 향상은 그 프로그램의 것입니다.</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="28" />
        <source>the traced calls, as recorded</source>
        <translation>추적한 호출(기록대로)</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="29" />
        <source>Repeats the traced program's calls on a copy of the file: the same call kinds (stdio calls through a FILE*, read, pread, write and pwrite through descriptors), sizes, offsets, opens, closes and fsyncs, in recorded time order and in one thread (the threads of the program are merged by when their calls began). Writes write bytes that depend only on the file offset; the traced file itself is only read, to copy it.</source>
        <translation>추적한 프로그램의 호출을 파일 사본 위에서 되풀이합니다: 같은 호출 종류(FILE*를 통한 stdio 호출, 디스크립터를 통한 read, pread, write, pwrite), 크기, 오프셋, open, close, fsync를 기록된 시간 순서대로 한 스레드에서 합니다(프로그램의 스레드는 호출이 시작된 시각으로 합칩니다). 쓰는 바이트는 파일 오프셋에만 달려 있습니다. 추적한 파일 자체는 복사하려고 읽기만 합니다.</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="35" />
        <source>Whatever the program called: FileInputStream.read(byte[]), RandomAccessFile.seek + read, new FileWriter(path, true) per record — the pattern before any fix.</source>
        <translation>프로그램이 부른 것 무엇이든: FileInputStream.read(byte[]), RandomAccessFile.seek + read, 레코드마다 new FileWriter(path, true) — 수정 전의 패턴 그대로입니다.</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="38" />
        <source>The program's own: calls × cost per call of each kind, opens and fsyncs included. Each run of calls spreads its bytes evenly (the trace does not keep single calls' sizes).</source>
        <translation>프로그램 자신의 것: 종류별 호출 수 × 호출당 비용(open과 fsync 포함). 각 묶음은 바이트를 호출에 고르게 나눕니다(추적은 개별 호출의 크기를 남기지 않습니다).</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="47" />
        <source>the traced calls, reads through a 64 KiB buffer</source>
        <translation>추적한 호출(읽기는 64 KiB 버퍼를 거쳐)</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="48" />
        <source>As recorded, but every run of reads smaller than 64 KiB each is read as 64 KiB reads (or the run's range whole, if smaller): the program's small reads would be served from the buffer.</source>
        <translation>기록대로이지만, 한 번에 64 KiB보다 작은 읽기 묶음은 모두 64 KiB 읽기로 읽습니다(묶음의 범위가 더 작으면 범위 전체를 한 번에): 프로그램의 작은 읽기는 버퍼에서 처리됩니다.</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="52" />
        <source>new BufferedInputStream(new FileInputStream(f), 65536) in place of FileInputStream.read(byte[]) with a small array, or read() per byte.</source>
        <translation>작은 배열로 하는 FileInputStream.read(byte[])나 바이트마다 하는 read() 대신 new BufferedInputStream(new FileInputStream(f), 65536).</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="55" />
        <source>bytes / 64 KiB system calls per read run instead of one per recorded call; the copies stay the same. Memory: 64 KiB.</source>
        <translation>읽기 묶음마다 기록된 호출 하나에 한 번이 아니라 바이트 / 64 KiB 번의 시스템 호출. 복사는 그대로입니다. 메모리: 64 KiB.</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="64" />
        <source>the traced calls, the file kept open</source>
        <translation>추적한 호출(파일은 연 채로)</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="65" />
        <source>As recorded, but the file is opened once, at the first recorded open, and closed once at the end: the reopen cycles are gone. Where a reopen moved the file position back, one lseek puts it where the next call began.</source>
        <translation>기록대로이지만, 파일은 처음 기록된 open에서 한 번만 열고 마지막에 한 번만 닫습니다: 다시 열기의 반복이 없어집니다. 다시 열기로 파일 위치가 되돌아갔던 곳에서는 lseek 한 번으로 다음 호출이 시작한 위치에 맞춥니다.</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="69" />
        <source>Article 004's fix: the FileWriter (or FileInputStream) created once outside the loop instead of new FileWriter(path, true) and close() per record.</source>
        <translation>글 004의 수정: 레코드마다 new FileWriter(path, true)와 close() 하는 대신 루프 밖에서 FileWriter(또는 FileInputStream)를 한 번만 만듭니다.</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="72" />
        <source>1 open + 1 close instead of one of each per cycle (a path walk and a file description each, µs on Linux, ms with an antivirus filter on Windows); a seek per cycle at most.</source>
        <translation>주기마다 open과 close를 한 번씩 하는 대신 open 1번 + close 1번(각각 경로 탐색과 파일 기술 하나, Linux에서는 µs, 바이러스 백신 필터가 있는 Windows에서는 ms). 탐색은 주기마다 많아야 한 번.</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="81" />
        <source>the traced calls, each write run as one gathering write</source>
        <translation>추적한 호출(쓰기 묶음마다 모아 쓰기 한 번)</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="82" />
        <source>As recorded, but every run of consecutive writes goes out as one writev(2) of its calls' pieces (1,024 at a time), a pwrite run as one pwrite(2) of its range and a stdio write run as one fwrite(3).</source>
        <translation>기록대로이지만, 연속한 쓰기 묶음은 모두 그 호출들의 조각을 모은 writev(2) 한 번(한 번에 1,024개까지)으로 내보내고, pwrite 묶음은 그 범위의 pwrite(2) 한 번, stdio 쓰기 묶음은 fwrite(3) 한 번으로 합니다.</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="86" />
        <source>GatheringByteChannel.write(ByteBuffer[]), or a StringBuilder written with one write() instead of a write() per record.</source>
        <translation>GatheringByteChannel.write(ByteBuffer[]), 또는 레코드마다 write() 하는 대신 write() 한 번으로 쓰는 StringBuilder.</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="89" />
        <source>ceil(calls / 1,024) system calls per write run instead of one per call; the bytes copied are the same.</source>
        <translation>쓰기 묶음마다 호출 하나에 한 번이 아니라 ceil(호출 수 / 1,024)번의 시스템 호출. 복사하는 바이트는 같습니다.</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="98" />
        <source>the traced calls, reads served from one mapping</source>
        <translation>추적한 호출(읽기는 매핑 하나에서)</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="99" />
        <source>As recorded, but the copy is mapped once (again if writes grow it) and every recorded read range is copied out of the mapping with memcpy: no read calls, page faults instead.</source>
        <translation>기록대로이지만, 사본을 한 번 매핑하고(쓰기로 커지면 다시) 기록된 읽기 범위는 모두 memcpy로 매핑에서 복사합니다: read 호출은 없고 대신 페이지 폴트가 납니다.</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="102" />
        <source>FileChannel.map(READ_ONLY, 0, size) and MappedByteBuffer.get(byte[]) in place of the stream's reads.</source>
        <translation>스트림 읽기 대신 FileChannel.map(READ_ONLY, 0, size)와 MappedByteBuffer.get(byte[]).</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="105" />
        <source>1 open + 1 mmap, then one page fault per 4 KiB page first touched (fewer with fault-around) and a memcpy per range; no system call per read.</source>
        <translation>open 1번 + mmap 1번, 그다음 처음 건드리는 4 KiB 페이지마다 페이지 폴트 한 번(fault-around가 있으면 더 적게)과 범위마다 memcpy. 읽기마다 하는 시스템 호출은 없습니다.</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="114" />
        <source>the traced calls, one fsync at the end</source>
        <translation>추적한 호출(fsync는 마지막에 한 번)</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="115" />
        <source>As recorded, but the recorded fsync and fdatasync calls are dropped and one fsync(2) is made before the last close: the file is as durable at the end, not after every call.</source>
        <translation>기록대로이지만, 기록된 fsync와 fdatasync 호출을 빼고 마지막 close 전에 fsync(2)를 한 번 합니다: 파일은 마지막에는 똑같이 영속되지만 호출할 때마다는 아닙니다.</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="118" />
        <source>FileChannel.force(true) once after the loop instead of after each record.</source>
        <translation>레코드마다가 아니라 루프 뒤에 한 번만 FileChannel.force(true).</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="120" />
        <source>1 device flush instead of one per recorded fsync (0.1–10 ms each): the writes stay as recorded.</source>
        <translation>기록된 fsync마다 한 번(각각 0.1–10 ms)이 아니라 장치 플러시 한 번. 쓰기는 기록대로 둡니다.</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="130" />
        <source>the traced calls, ranges read before answered from memory</source>
        <translation>추적한 호출(한 번 읽은 범위는 메모리에서)</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="131" />
        <source>As recorded, but the bytes each read brings in are kept in memory by offset, and every later read of bytes read before (and not written since) is answered from memory with no call: the first pass builds the index, the rescans and lookups after it cost a memory copy. A run that reads further than any before reads only the new part from the file, with its own calls; a write over a range makes the next read of it go to the file again.</source>
        <translation>기록대로이지만, 각 읽기로 들어온 바이트를 오프셋별로 메모리에 두고, 이전에 읽혔고(그 뒤 쓰이지 않은) 바이트를 다시 읽는 이후의 모든 읽기는 호출 없이 메모리에서 답합니다: 첫 번째 훑기가 색인을 만들고, 그 뒤의 재훑기와 조회는 메모리 복사 한 번으로 끝납니다. 이전보다 더 멀리 읽는 연속은 새 부분만 자기 호출로 파일에서 읽습니다. 어떤 범위에 쓰기가 있으면 다음에 그 범위를 읽을 때는 다시 파일에서 읽습니다.</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="163" />
        <source>The recorded calls, overlapped: the wall time is about the busiest thread's when the storage and the cores keep up, and the threads' phase times add up to more than the wall time. Appends from several threads take turns, as the kernel's lock on the file makes them do anyway.</source>
        <translation>기록된 호출을 겹쳐 실행: 저장 장치와 코어가 따라가는 한 경과 시간은 가장 바쁜 스레드의 시간 정도이고, 스레드들의 단계 시간 합은 경과 시간보다 큽니다. 여러 스레드의 덧붙이기는 차례로 합니다. 파일에 대한 커널의 잠금이 어차피 그렇게 만듭니다.</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="138" />
        <source>Article 004's fix for readFile(path, lineNo): read the file once into a List&lt;String&gt; (or an index of line offsets) and answer each lookup from it, instead of reading the file from the start for every line asked for.</source>
        <translation>기사 004의 readFile(path, lineNo) 수정: 요청된 줄마다 파일을 처음부터 읽는 대신, 파일을 한 번 List&lt;String&gt;(또는 줄 오프셋 색인)으로 읽어 각 조회에 거기서 답합니다.</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="142" />
        <source>The first read of each range as recorded; every re-read costs a memcpy instead of its system calls (and a seek where the program's position moved). Memory: the bytes read, up to the file's size (the fix is not offered past 1 GiB).</source>
        <translation>각 범위의 첫 읽기는 기록대로. 다시 읽기는 각각 시스템 호출 대신 memcpy 한 번(프로그램의 위치가 움직인 곳에서는 seek 한 번). 메모리: 읽은 바이트만큼, 최대 파일 크기(1 GiB를 넘는 파일에는 이 수정을 제시하지 않음).</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="153" />
        <source>the traced calls, each recorded thread in a thread of its own</source>
        <translation>추적한 호출(기록된 각 스레드를 자기 스레드에서)</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="154" />
        <source>As recorded, but not merged into one thread: each thread (and process) of the program that used the file replays its own calls, in its own order, with its own opens, on a thread of its own, all at once on the one copy, as the program ran them. Not offered where a thread reads what another writes, since the bytes read would then depend on which thread came first.</source>
        <translation>기록대로이지만 한 스레드로 합치지 않습니다: 파일을 쓴 프로그램의 각 스레드(와 프로세스)가 자기 호출을 자기 순서와 자기 open으로, 자기 스레드에서, 하나의 복사본에 동시에, 프로그램이 실행한 대로 재생합니다. 한 스레드가 다른 스레드가 쓴 것을 읽는 경우에는 제시하지 않습니다. 읽는 바이트가 어느 스레드가 먼저냐에 따라 달라지기 때문입니다.</translation>
    </message>
    <message>
        <location filename="../../core/replay/replaylessons.cpp" line="160" />
        <source>An ExecutorService whose tasks each repeat one of the program's threads: what the program's own threads did, next to the one-thread replays.</source>
        <translation>작업이 각각 프로그램의 스레드 하나를 되풀이하는 ExecutorService: 프로그램 자신의 스레드가 한 일을 한 스레드 재생과 나란히 보여 줍니다.</translation>
    </message>
</context>
<context>
    <name>iolens::ui::LessonPane</name>
    <message>
        <location filename="../../ui/lessonpane.cpp" line="37" />
        <source>&lt;h3&gt;Lessons&lt;/h3&gt;&lt;p&gt;Select a strategy in the list, the table or a plot to read what it does, what it costs and what the source articles measured.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;해설&lt;/h3&gt;&lt;p&gt;목록, 표, 그래프에서 전략을 고르면 무엇을 하는지, 비용은 얼마인지, 원문 글이 무엇을 측정했는지 보여 줍니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/lessonpane.cpp" line="44" />
        <source>family %1</source>
        <translation>패밀리 %1</translation>
    </message>
    <message>
        <location filename="../../ui/lessonpane.cpp" line="49" />
        <source>What it does</source>
        <translation>하는 일</translation>
    </message>
    <message>
        <location filename="../../ui/lessonpane.cpp" line="50" />
        <source>Java API it mirrors</source>
        <translation>대응하는 Java API</translation>
    </message>
    <message>
        <location filename="../../ui/lessonpane.cpp" line="51" />
        <source>Cost model</source>
        <translation>비용 모델</translation>
    </message>
    <message>
        <location filename="../../ui/lessonpane.cpp" line="52" />
        <source>How it is timed</source>
        <translation>측정 방법</translation>
    </message>
    <message>
        <location filename="../../ui/lessonpane.cpp" line="54" />
        <source>Not available here</source>
        <translation>여기서는 사용할 수 없음</translation>
    </message>
    <message>
        <location filename="../../ui/lessonpane.cpp" line="56" />
        <source>What the article measured</source>
        <translation>글의 측정 결과</translation>
    </message>
    <message>
        <location filename="../../ui/lessonpane.cpp" line="61" />
        <source>How iolens does it</source>
        <translation>iolens의 구현</translation>
    </message>
</context>
<context>
    <name>iolens::ui::MainWindow</name>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="48" />
        <source>iolens — where does the I/O time go?</source>
        <translation>iolens — I/O 시간은 어디로 가는가?</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="129" />
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="130" />
        <source>Generate test file…</source>
        <translation>테스트 파일 생성…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="132" />
        <source>&amp;Open session…</source>
        <translation>세션 열기(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="134" />
        <source>&amp;Save session…</source>
        <translation>세션 저장(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="136" />
        <source>&amp;Compare with session…</source>
        <translation>세션과 비교(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="139" />
        <source>Export table as CSV…</source>
        <translation>표를 CSV로 내보내기…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="142" />
        <source>Export table as JSON…</source>
        <translation>표를 JSON으로 내보내기…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="144" />
        <source>Export plot as PNG/PDF…</source>
        <translation>그래프를 PNG/PDF로 내보내기…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="158" />
        <source>&amp;Quit</source>
        <translation>끝내기(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="161" />
        <location filename="../../ui/mainwindow.cpp" line="162" />
        <source>&amp;Run</source>
        <translation>실행(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="164" />
        <source>Run the checked strategies (Ctrl+R)</source>
        <translation>선택한 전략 실행 (Ctrl+R)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="165" />
        <source>&amp;Cancel</source>
        <translation>취소(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="169" />
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="171" />
        <source>Language</source>
        <translation>언어</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="174" />
        <source>System default</source>
        <translation>시스템 기본값</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="183" />
        <source>The language changes the next time iolens starts.</source>
        <translation>언어는 다음에 iolens를 시작할 때 바뀝니다.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="187" />
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="188" />
        <source>&amp;About iolens</source>
        <translation>iolens 정보(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="189" />
        <source>About iolens</source>
        <translation>iolens 정보</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="190" />
        <source>&lt;h3&gt;iolens %1&lt;/h3&gt;&lt;p&gt;Runs many ways of copying, reading and writing a file, times every phase with stopwatches and shows where the time goes.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;iolens %1&lt;/h3&gt;&lt;p&gt;파일을 복사하고 읽고 쓰는 여러 방법을 실행하고, 단계마다 스톱워치로 측정해 시간이 어디에 쓰이는지 보여 줍니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="195" />
        <source>Main</source>
        <translation>기본</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="210" />
        <source>Pages</source>
        <translation>페이지</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="402" />
        <location filename="../../ui/mainwindow.cpp" line="412" />
        <location filename="../../ui/mainwindow.cpp" line="506" />
        <source>Open session</source>
        <translation>세션 열기</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="402" />
        <location filename="../../ui/mainwindow.cpp" line="424" />
        <source>iolens sessions (*.json);;All files (*)</source>
        <translation>iolens 세션 (*.json);;모든 파일 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="420" />
        <location filename="../../ui/mainwindow.cpp" line="436" />
        <source>Compare</source>
        <translation>비교</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="420" />
        <source>Run or open a session first: it becomes the "after" side.</source>
        <translation>먼저 실행하거나 세션을 여세요: 그것이 "이후" 쪽이 됩니다.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="424" />
        <source>Session to compare against (before)</source>
        <translation>비교할 세션 (이전)</translation>
    </message>
</context>
<context>
    <name>iolens::ui::MetricPlot</name>
    <message>
        <location filename="../../ui/metricplot.cpp" line="22" />
        <source>File bytes divided by the median wall time. MiB = 2^20 bytes.</source>
        <translation>파일 바이트 수 ÷ 경과 시간 중앙값. MiB = 2^20바이트.</translation>
    </message>
    <message>
        <location filename="../../ui/metricplot.cpp" line="23" />
        <source>Read- and write-class system calls of the median run, from /proc/thread-self/io (log scale): each call costs a kernel entry, so fewer calls usually means faster.</source>
        <translation>중앙값 실행의 읽기·쓰기 계열 시스템 호출 수 (/proc/thread-self/io, 로그 눈금). 호출마다 커널에 들어가므로 호출이 적을수록 대개 빠릅니다.</translation>
    </message>
    <message>
        <location filename="../../ui/metricplot.cpp" line="29" />
        <source>Throughput</source>
        <translation>처리량</translation>
    </message>
    <message>
        <location filename="../../ui/metricplot.cpp" line="29" />
        <source>Calls</source>
        <translation>호출</translation>
    </message>
    <message>
        <location filename="../../ui/metricplot.cpp" line="62" />
        <source>System calls per run (median run, log scale)</source>
        <translation>실행당 시스템 호출 (중앙값 실행, 로그 눈금)</translation>
    </message>
    <message>
        <location filename="../../ui/metricplot.cpp" line="69" />
        <source>Throughput [MiB/s] (MiB = 2^20 bytes)</source>
        <translation>처리량 [MiB/s] (MiB = 2^20바이트)</translation>
    </message>
    <message>
        <location filename="../../ui/metricplot.cpp" line="86" />
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 MiB/s (median %3)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 MiB/s (중앙값 %3)</translation>
    </message>
    <message>
        <location filename="../../ui/metricplot.cpp" line="89" />
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 system calls in the median run</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;중앙값 실행에서 시스템 호출 %2회</translation>
    </message>
</context>
<context>
    <name>iolens::ui::PhasesPlot</name>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="47" />
        <source>Logarithmic time axis</source>
        <translation>시간 축 로그 눈금</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="52" />
        <source>Each bar is one strategy; each segment the median time of one phase over the repetitions. Phases of worker threads are summed, so a parallel strategy's bar can be longer than its wall time.</source>
        <translation>막대 하나가 전략 하나, 구간은 각 단계의 시간(반복의 중앙값)입니다. 작업 스레드의 단계는 합산되므로 병렬 전략의 막대는 경과 시간보다 길 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="135" />
        <source>Median time per phase [%1]</source>
        <translation>단계별 시간 중앙값 [%1]</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="164" />
        <source>median wall time %1, %2 runs</source>
        <translation>경과 시간 중앙값 %1, %2회</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="167" />
        <source>%1 per %2 (%3 of them)</source>
        <translation>%2당 %1 (%3개)</translation>
    </message>
<message>
        <location filename="../../ui/phasesplot.h" line="19" />
        <location filename="../../ui/report/reportwriter.cpp" line="241" />
        <source>Phases</source>
        <translation>단계</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="24" />
        <source>open</source>
        <translation>열기</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="25" />
        <source>alloc</source>
        <translation>할당</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="25" />
        <source>map</source>
        <translation>매핑</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="26" />
        <source>read</source>
        <translation>읽기</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="26" />
        <source>write</source>
        <translation>쓰기</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="27" />
        <source>flush</source>
        <translation>플러시</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="27" />
        <source>sync</source>
        <translation>동기화</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="28" />
        <source>close</source>
        <translation>닫기</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="28" />
        <source>split</source>
        <translation>분할</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="29" />
        <source>decode</source>
        <translation>디코딩</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="29" />
        <source>parse</source>
        <translation>파싱</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="30" />
        <source>lookup</source>
        <translation>조회</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="30" />
        <source>index</source>
        <translation>색인</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="31" />
        <source>connect</source>
        <translation>연결</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="31" />
        <source>request</source>
        <translation>요청</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="32" />
        <source>query</source>
        <translation>질의</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="32" />
        <source>transfer</source>
        <translation>전송</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="33" />
        <source>response</source>
        <translation>응답</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="33" />
        <source>detect</source>
        <translation>감지</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="34" />
        <source>wait</source>
        <translation>대기</translation>
    </message>
    <message>
        <location filename="../../ui/phasesplot.cpp" line="34" />
        <source>other</source>
        <translation>기타</translation>
    </message>
</context>
<context>
    <name>iolens::ui::PlotView</name>
    <message>
        <location filename="../../ui/plotview.cpp" line="115" />
        <source>Cannot export to '%1': choose a file name ending in .png or .pdf.</source>
        <translation>'%1'(으)로 내보낼 수 없습니다: .png 또는 .pdf로 끝나는 이름을 고르세요.</translation>
    </message>
    <message>
        <location filename="../../ui/plotview.cpp" line="120" />
        <source>Could not write '%1'.</source>
        <translation>'%1'에 쓰지 못했습니다.</translation>
    </message>
<message>
        <location filename="../../ui/plotview.h" line="50" />
        <source>Choose strategies and press Run (Ctrl+R)</source>
        <translation>전략을 고르고 실행을 누르세요 (Ctrl+R)</translation>
    </message>
</context>
<context>
    <name>iolens::ui::ProcessListModel</name>
    <message>
        <location filename="../../ui/trace/processlistmodel.cpp" line="52" />
        <source>This is iolens itself.</source>
        <translation>iolens 자신입니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/processlistmodel.cpp" line="54" />
        <source>It has ended; its parent has not collected it yet.</source>
        <translation>이미 끝났습니다. 부모 프로세스가 아직 회수하지 않았습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/processlistmodel.cpp" line="56" />
        <source>Already traced by process %1 (a debugger or strace): detach that first.</source>
        <translation>프로세스 %1(디버거 또는 strace)이(가) 이미 추적 중입니다. 먼저 그것을 분리하세요.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/processlistmodel.cpp" line="58" />
        <source>It belongs to another user: run iolens as that user, or as root.</source>
        <translation>다른 사용자의 프로세스입니다. 그 사용자나 root로 iolens를 실행하세요.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/processlistmodel.cpp" line="60" />
        <source>kernel.yama.ptrace_scope is %1, which forbids it: run iolens as root, or set it to 0.</source>
        <translation>kernel.yama.ptrace_scope가 %1이라서 허용되지 않습니다. root로 iolens를 실행하거나 0으로 설정하세요.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/processlistmodel.cpp" line="97" />
        <source>PID</source>
        <translation>PID</translation>
    </message>
    <message>
        <location filename="../../ui/trace/processlistmodel.cpp" line="99" />
        <source>User</source>
        <translation>사용자</translation>
    </message>
    <message>
        <location filename="../../ui/trace/processlistmodel.cpp" line="101" />
        <source>Command line</source>
        <translation>명령줄</translation>
    </message>
    <message>
        <location filename="../../ui/trace/processlistmodel.cpp" line="103" />
        <source>Cannot attach because</source>
        <translation>연결할 수 없는 이유</translation>
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
        <translation>보고서 내보내기</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportexport.cpp" line="53" />
        <source>There is no run to report yet: run something first.</source>
        <translation>보고서로 만들 실행이 아직 없습니다: 먼저 무언가를 실행하세요.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportexport.cpp" line="64" />
        <source>There is no trace to report yet: trace a program or open a saved trace first.</source>
        <translation>보고서로 만들 트레이스가 아직 없습니다: 먼저 프로그램을 트레이스하거나 저장한 트레이스를 여세요.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportexport.cpp" line="32" />
        <source>PDF (*.pdf);;HTML, one self-contained file (*.html)</source>
        <translation>PDF (*.pdf);;HTML, 하나의 독립 파일 (*.html)</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="70" />
        <location filename="../../ui/report/reportwriter.cpp" line="85" />
        <location filename="../../ui/report/tracereportwriter.cpp" line="224" />
        <source>Could not draw the %1 plot.</source>
        <translation>%1 그래프를 그릴 수 없었습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="42" />
        <source>iolens report</source>
        <translation>iolens 보고서</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="112" />
        <location filename="../../ui/report/tracereportwriter.cpp" line="103" />
        <source>Date</source>
        <translation>날짜</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="113" />
        <source>iolens version</source>
        <translation>iolens 버전</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="114" />
        <source>Kernel</source>
        <translation>커널</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="115" />
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="116" />
        <source>Clock</source>
        <translation>클록</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="118" />
        <source>%1 ns per stopwatch start/stop</source>
        <translation>스톱워치 start/stop 한 쌍당 %1 ns</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="120" />
        <source>Filesystem of the file</source>
        <translation>파일의 파일 시스템</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="121" />
        <source>Filesystem of the out dir</source>
        <translation>출력 디렉터리의 파일 시스템</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="127" />
        <source>File</source>
        <translation>파일</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="128" />
        <source>Size</source>
        <translation>크기</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="129" />
        <source>%1 (%2 bytes)</source>
        <translation>%1 (%2 바이트)</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="131" />
        <source>Cache</source>
        <translation>캐시</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="132" />
        <source>Repetitions</source>
        <translation>반복 횟수</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="133" />
        <source>Warm-up runs</source>
        <translation>워밍업 횟수</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="134" />
        <source>Out dir</source>
        <translation>출력 디렉터리</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="137" />
        <source>Strategies, in the order they ran (interleaved per repetition):</source>
        <translation>실행한 순서의 전략 (반복마다 번갈아):</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="140" />
        <location filename="../../ui/report/reportwriter.cpp" line="151" />
        <source>Strategy</source>
        <translation>전략</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="140" />
        <source>Parameters</source>
        <translation>매개변수</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="151" />
        <source>Status</source>
        <translation>상태</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="152" />
        <source>Median</source>
        <translation>중앙값</translation>
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
        <translation>시스템 호출</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="154" />
        <source>Runs</source>
        <translation>실행 횟수</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="154" />
        <source>Verified</source>
        <translation>검증</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="167" />
        <source>yes</source>
        <translation>예</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="167" />
        <source>no</source>
        <translation>아니요</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="179" />
        <source>MiB = 2^20 bytes. The error is the 99.9 % confidence half-width of the mean.</source>
        <translation>MiB = 2^20 바이트. 오차는 평균의 99.9 % 신뢰 구간 반폭입니다.</translation>
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
        <translation>그래프: %1</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="188" />
        <location filename="../../ui/report/reportwriter.cpp" line="252" />
        <source>Lessons</source>
        <translation>해설</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="195" />
        <source>What it does</source>
        <translation>하는 일</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="196" />
        <source>Java API</source>
        <translation>Java API</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="197" />
        <source>Cost model</source>
        <translation>비용 모델</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="198" />
        <source>How it is timed</source>
        <translation>측정 방법</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="199" />
        <location filename="../../ui/report/reportwriter.cpp" line="215" />
        <source>The article</source>
        <translation>글</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="208" />
        <location filename="../../ui/report/reportwriter.cpp" line="254" />
        <source>Course: predictions and answers</source>
        <translation>코스: 예측과 답</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="211" />
        <source>Step</source>
        <translation>단계</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="212" />
        <source>Prediction</source>
        <translation>예측</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="213" />
        <source>Measured answer</source>
        <translation>측정한 답</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="214" />
        <source>Figure</source>
        <translation>수치</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportdocument.cpp" line="36" />
        <location filename="../../ui/report/reportdocument.cpp" line="66" />
        <source>Could not write '%1'.</source>
        <translation>'%1' 을(를) 쓸 수 없었습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="238" />
        <source>Environment</source>
        <translation>환경</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="239" />
        <source>Run settings</source>
        <translation>실행 설정</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportwriter.cpp" line="239" />
        <source>Results</source>
        <translation>결과</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportdocument.cpp" line="129" />
        <source>Cannot write a report to '%1': choose a file name ending in .pdf or .html.</source>
        <translation>'%1' 에 보고서를 쓸 수 없습니다: .pdf 또는 .html 로 끝나는 파일 이름을 고르세요.</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportdocument.cpp" line="142" />
        <source>Could not write '%1': %2</source>
        <translation>'%1' 을(를) 쓸 수 없었습니다: %2</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="148" />
        <source>Export report…</source>
        <translation>보고서 내보내기…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="155" />
        <source>Report written to %1</source>
        <translation>보고서를 %1 에 썼습니다</translation>
    </message>
    <message>
        <location filename="../../ui/report/tracereportwriter.cpp" line="56" />
        <source>Trace report: %1</source>
        <translation>트레이스 보고서: %1</translation>
    </message>
    <message>
        <location filename="../../ui/report/tracereportwriter.cpp" line="79" />
        <source>recorded, then let go: it runs on</source>
        <translation>기록한 뒤 놓아주었습니다: 계속 실행 중입니다</translation>
    </message>
    <message>
        <location filename="../../ui/report/tracereportwriter.cpp" line="106" />
        <source>Ended</source>
        <translation>종료</translation>
    </message>
    <message>
        <location filename="../../ui/report/tracereportwriter.cpp" line="107" />
        <source>Wall time</source>
        <translation>경과 시간</translation>
    </message>
    <message>
        <location filename="../../ui/report/tracereportwriter.cpp" line="108" />
        <source>Processes</source>
        <translation>프로세스</translation>
    </message>
    <message>
        <location filename="../../ui/report/tracereportwriter.cpp" line="111" />
        <source>Files</source>
        <translation>파일</translation>
    </message>
    <message>
        <location filename="../../ui/report/tracereportwriter.cpp" line="113" />
        <source>I/O calls</source>
        <translation>I/O 호출</translation>
    </message>
    <message>
        <location filename="../../ui/report/tracereportwriter.cpp" line="114" />
        <source>Bytes read</source>
        <translation>읽은 바이트</translation>
    </message>
    <message>
        <location filename="../../ui/report/tracereportwriter.cpp" line="116" />
        <source>Bytes written</source>
        <translation>쓴 바이트</translation>
    </message>
    <message>
        <location filename="../../ui/report/tracereportwriter.cpp" line="119" />
        <source>Mode</source>
        <translation>방식</translation>
    </message>
    <message>
        <location filename="../../ui/report/tracereportwriter.cpp" line="121" />
        <source>ptrace: the system calls, seen from outside the program</source>
        <translation>ptrace: 프로그램 밖에서 본 시스템 호출</translation>
    </message>
    <message>
        <location filename="../../ui/report/tracereportwriter.cpp" line="122" />
        <source>preload: the library calls, seen inside the program</source>
        <translation>preload: 프로그램 안에서 본 라이브러리 호출</translation>
    </message>
    <message>
        <location filename="../../ui/report/tracereportwriter.cpp" line="123" />
        <source>Call stacks</source>
        <translation>호출 스택</translation>
    </message>
    <message>
        <location filename="../../ui/report/tracereportwriter.cpp" line="126" />
        <source>Notices</source>
        <translation>알림</translation>
    </message>
    <message>
        <location filename="../../ui/report/tracereportwriter.cpp" line="143" />
        <source>&lt;p&gt;&lt;b&gt;Your code:&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;내 코드:&lt;/b&gt; %1&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/report/tracereportwriter.cpp" line="169" />
        <source>The %1 files with the most time in I/O calls, of %2.</source>
        <translation>I/O 호출 시간이 가장 긴 파일 %1개(전체 %2개 중).</translation>
    </message>
    <message>
        <location filename="../../ui/report/tracereportwriter.cpp" line="171" />
        <source>Every file, the most time in I/O calls first.</source>
        <translation>모든 파일(I/O 호출 시간이 긴 순서).</translation>
    </message>
    <message>
        <location filename="../../ui/report/tracereportwriter.cpp" line="203" />
        <source>Summary</source>
        <translation>요약</translation>
    </message>
    <message>
        <location filename="../../ui/report/tracereportwriter.cpp" line="203" />
        <source>Findings</source>
        <translation>발견 사항</translation>
    </message>
    <message>
        <location filename="../../ui/report/tracereportwriter.cpp" line="204" />
        <source>Hot files</source>
        <translation>시간이 많이 걸린 파일</translation>
    </message>
    <message>
        <location filename="../../ui/report/tracereportwriter.cpp" line="246" />
        <source>Each box is a function, as wide as its share of the time in I/O calls, standing on its caller: the program's entry at the bottom, the I/O calls at the top. The frames of system libraries and language runtimes are folded. The colour is the phase of the calls most of its time went to, as in the phases plot. %1</source>
        <translation>각 상자는 함수이며, I/O 호출 시간에서 차지하는 비율만큼 넓고, 호출한 함수 위에 놓입니다: 아래가 프로그램의 진입점, 위가 I/O 호출입니다. 시스템 라이브러리와 언어 런타임의 프레임은 접혀 있습니다. 색은 그 시간의 대부분을 차지한 호출의 단계이며, 단계 플롯과 같습니다. %1</translation>
    </message>
</context>
<context>
    <name>iolens::ui::ResultsModel</name>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="66" />
        <source>thread clock + wait4</source>
        <translation>스레드 시계 + wait4</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="66" />
        <source>thread clock</source>
        <translation>스레드 시계</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="73" />
        <source>CPU: CLOCK_THREAD_CPUTIME_ID of iolens' threads plus the child process's user + sys from wait4 (rusage, exact for a child that has exited).</source>
        <translation>CPU: iolens 스레드의 CLOCK_THREAD_CPUTIME_ID에 wait4에서 얻은 자식 프로세스의 user + sys(rusage, 종료된 자식에 대해서는 정확)를 더한 값.</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="75" />
        <source>CPU: CLOCK_THREAD_CPUTIME_ID of the threads that worked on the run, exact to the nanosecond.</source>
        <translation>CPU: 실행에 참여한 스레드의 CLOCK_THREAD_CPUTIME_ID, 나노초까지 정확.</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="77" />
        <source>User and sys: unknown, no timer tick landed in the median run.</source>
        <translation>user와 sys: 알 수 없음. 중앙값 실행 중 타이머 tick이 한 번도 오지 않았습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="78" />
        <source>User and sys: the kernel's timer ticks (getrusage), scaled to the exact total.</source>
        <translation>user와 sys: 커널 타이머 tick(getrusage)에 따른 비율을 정확한 합계에 맞춰 나눈 값.</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="181" />
        <source>yes</source>
        <translation>예</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="181" />
        <source>NO</source>
        <translation>아니요</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="219" />
        <source>99.9 % confidence half-width of the mean (Student t), as JMH's "Error"</source>
        <translation>평균의 99.9 % 신뢰구간 반폭 (Student t), JMH의 "Error"와 같음</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="221" />
        <source>Speed-up against %1: its median divided by this median (&gt; 1 is faster)</source>
        <translation>%1 대비 속도 향상: 그 중앙값 ÷ 이 중앙값 (1보다 크면 빠름)</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="230" />
        <source>%1 MiB/s over the child process's whole life (exec, start-up, set-up, work, exit); by its own clock the tool measured %2 MiB/s. The lesson says what start-up costs.</source>
        <translation>%1 MiB/s는 자식 프로세스의 전체 수명(exec, 시작, 준비, 작업, 종료)에 대한 값입니다. 도구 자체의 시계로는 %2 MiB/s였습니다. 시작 비용은 설명에 있습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="233" />
        <source>%1 MiB/s over the child process's whole life (exec, start-up, set-up, work, exit): its start-up is in this figure. The lesson says what start-up costs.</source>
        <translation>%1 MiB/s는 자식 프로세스의 전체 수명(exec, 시작, 준비, 작업, 종료)에 대한 값으로, 시작 시간도 포함합니다. 시작 비용은 설명에 있습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="237" />
        <source>The tool's own bandwidth over its own measured time, without its start-up: %1 MiB/s, against %2 MiB/s over the child's whole life</source>
        <translation>도구가 스스로 잰 시간에 대한 도구 자체의 대역폭(시작 제외): %1 MiB/s. 자식 프로세스의 전체 수명에 대해서는 %2 MiB/s</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="254" />
        <source>System calls of the median run (read-class + write-class, /proc/thread-self/io)</source>
        <translation>중앙값 실행의 시스템 호출 (읽기 계열 + 쓰기 계열, /proc/thread-self/io)</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="256" />
        <source>Bytes passed through read and write calls in the median run (rchar + wchar)</source>
        <translation>중앙값 실행에서 read/write 호출을 거친 바이트 수 (rchar + wchar)</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="258" />
        <source>Growth of resident memory during the median run</source>
        <translation>중앙값 실행 중 상주 메모리 증가</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="260" />
        <source>File bytes / median wall time; MiB = 2^20 bytes. * marks an external command's: over the child process's whole life, its start-up included (its own figure is under Tool MiB/s)</source>
        <translation>파일 바이트 수 / 경과 시간 중앙값, MiB = 2^20바이트. *는 외부 명령의 값: 자식 프로세스의 전체 수명에 대한 것으로 시작을 포함 (도구 자체의 값은 '도구 MiB/s')</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="263" />
        <source>The tool's own bandwidth over its own measured time, where it reports one (fio's bw): without its start-up and set-up; MiB = 2^20 bytes</source>
        <translation>도구가 보고하는 경우, 도구가 스스로 잰 시간에 대한 대역폭(fio의 bw): 시작과 준비 제외, MiB = 2^20바이트</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="266" />
        <source>Median wall time per unit of the family's work: per record (write), lookup (lookup), change (watch), line (read), MiB (copy, alloc)</source>
        <translation>패밀리 작업 단위당 경과 시간 중앙값: 레코드(write), 조회(lookup), 변경(watch), 줄(read), MiB(copy, alloc)당</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="269" />
        <source>CPU time of the median run, exact: CLOCK_THREAD_CPUTIME_ID of the threads that worked on it, plus a child process's user + sys from wait4 (external commands)</source>
        <translation>중앙값 실행의 CPU 시간(정확한 값): 실행에 참여한 스레드의 CLOCK_THREAD_CPUTIME_ID, 외부 명령은 여기에 wait4에서 얻은 자식 프로세스의 user + sys를 더함</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="272" />
        <source>Where the CPU figure comes from: the thread clock (CLOCK_THREAD_CPUTIME_ID), plus wait4's rusage for the child process of an external command</source>
        <translation>CPU 값의 출처: 스레드 시계(CLOCK_THREAD_CPUTIME_ID), 외부 명령은 여기에 자식 프로세스의 wait4 rusage를 더함</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="276" />
        <source>The CPU column split into user and system time. The kernel splits a thread's CPU time by timer ticks, so a short run can show 0 in one of them, and – when no tick came at all.</source>
        <translation>CPU 열을 사용자 시간과 시스템 시간으로 나눈 것. 커널은 스레드의 CPU 시간을 타이머 tick으로 나누므로 짧은 실행은 한쪽이 0일 수 있고, tick이 한 번도 오지 않으면 –로 표시됩니다.</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="279" />
        <source>What this family measures beyond time, median over the runs: detection latency and missed events (watch), bytes transferred and requests (net), the tool's own figures (ext)</source>
        <translation>시간 외에 이 패밀리가 측정하는 것(실행의 중앙값): 감지 지연과 놓친 이벤트(watch), 전송 바이트와 요청 수(net), 도구 자체의 수치(ext)</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="289" />
        <source>Strategy</source>
        <translation>전략</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="291" />
        <source>Status</source>
        <translation>상태</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="293" />
        <source>Median</source>
        <translation>중앙값</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="295" />
        <source>Error (99.9 %)</source>
        <translation>오차 (99.9 %)</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="297" />
        <source>Per unit</source>
        <translation>단위당</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="299" />
        <source>MiB/s</source>
        <translation>MiB/s</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="301" />
        <source>Tool MiB/s</source>
        <translation>도구 MiB/s</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="303" />
        <source>Calls</source>
        <translation>호출</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="305" />
        <source>I/O bytes</source>
        <translation>I/O 바이트</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="307" />
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="309" />
        <source>CPU user</source>
        <translation>CPU 사용자</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="311" />
        <source>CPU sys</source>
        <translation>CPU 시스템</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="313" />
        <source>CPU source</source>
        <translation>CPU 출처</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="315" />
        <source>Page faults</source>
        <translation>페이지 폴트</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="317" />
        <source>Peak RSS +</source>
        <translation>최대 RSS 증가</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="319" />
        <source>Verified</source>
        <translation>검증</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="321" />
        <source>× vs baseline</source>
        <translation>기준 대비 ×</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="323" />
        <source>Figures</source>
        <translation>지표</translation>
    </message>
</context>
<context>
    <name>iolens::ui::SourceLinesModel</name>
    <message>
        <location filename="../../ui/trace/sourcelinesmodel.cpp" line="58" />
        <source>The source file %1 is not on this machine (or not at that path).</source>
        <translation>소스 파일 %1이(가) 이 컴퓨터에 없습니다(또는 그 경로에 없습니다).</translation>
    </message>
    <message>
        <location filename="../../ui/trace/sourcelinesmodel.cpp" line="60" />
        <source>The source file %1 is %2, too large to be a hand-written source to show.</source>
        <translation>소스 파일 %1은(는) %2(으)로, 손으로 쓴 소스로 보여 주기에는 너무 큽니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/sourcelinesmodel.cpp" line="63" />
        <source>The source file %1 cannot be read: %2.</source>
        <translation>소스 파일 %1을(를) 읽을 수 없습니다: %2.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/sourcelinesmodel.cpp" line="66" />
        <source>%1 is not a text file.</source>
        <translation>%1은(는) 텍스트 파일이 아닙니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/sourcelinesmodel.cpp" line="128" />
        <source>Line %1: %2 in I/O calls, %3 calls, %4 (of the sampled stacks through this line)</source>
        <translation>%1번째 줄: I/O 호출에 %2, 호출 %3번, %4(이 줄을 지나는 샘플링된 스택의 몫)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/sourcelinesmodel.cpp" line="141" />
        <source>Line</source>
        <translation>줄</translation>
    </message>
    <message>
        <location filename="../../ui/trace/sourcelinesmodel.cpp" line="143" />
        <source>Time in I/O</source>
        <translation>I/O 시간</translation>
    </message>
    <message>
        <location filename="../../ui/trace/sourcelinesmodel.cpp" line="145" />
        <source>Calls</source>
        <translation>호출</translation>
    </message>
    <message>
        <location filename="../../ui/trace/sourcelinesmodel.cpp" line="147" />
        <source>Source</source>
        <translation>소스</translation>
    </message>
</context>
<context>
    <name>iolens::ui::SourceView</name>
    <message>
        <location filename="../../ui/trace/sourceview.cpp" line="36" />
        <source>Click a frame of your own code in the flame graph or the tree to see its source here.</source>
        <translation>플레임 그래프나 트리에서 내 코드의 프레임을 클릭하면 여기에 그 소스가 나옵니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/sourceview.cpp" line="47" />
        <source>%1, in %2: beside each line, the I/O time and calls of the sampled stacks that passed through it.</source>
        <translation>%1(%2): 각 줄 옆에 그 줄을 지난 샘플링된 스택의 I/O 시간과 호출 횟수.</translation>
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
런타임 프레임(시스템 라이브러리 또는 언어 런타임)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/stacktreemodel.cpp" line="147" />
        <source>Time inside the I/O calls made in this frame and in everything it called (top-down) or that this path of callers led to (bottom-up)</source>
        <translation>이 프레임과 그것이 호출한 모든 것(하향식), 또는 이 호출자 경로가 이른 곳(상향식)에서 한 I/O 호출 안의 시간</translation>
    </message>
    <message>
        <location filename="../../ui/trace/stacktreemodel.cpp" line="150" />
        <source>That time as a share of all sampled I/O time shown</source>
        <translation>그 시간이 표시된 샘플링 I/O 시간 전체에서 차지하는 몫</translation>
    </message>
    <message>
        <location filename="../../ui/trace/stacktreemodel.cpp" line="152" />
        <source>The call kind that took most of that time</source>
        <translation>그 시간의 대부분을 차지한 호출 종류</translation>
    </message>
    <message>
        <location filename="../../ui/trace/stacktreemodel.cpp" line="161" />
        <source>Frame</source>
        <translation>프레임</translation>
    </message>
    <message>
        <location filename="../../ui/trace/stacktreemodel.cpp" line="163" />
        <source>Time in I/O</source>
        <translation>I/O 시간</translation>
    </message>
    <message>
        <location filename="../../ui/trace/stacktreemodel.cpp" line="165" />
        <source>Share</source>
        <translation>비율</translation>
    </message>
    <message>
        <location filename="../../ui/trace/stacktreemodel.cpp" line="167" />
        <source>Calls</source>
        <translation>호출</translation>
    </message>
    <message>
        <location filename="../../ui/trace/stacktreemodel.cpp" line="169" />
        <source>Bytes</source>
        <translation>바이트</translation>
    </message>
    <message>
        <location filename="../../ui/trace/stacktreemodel.cpp" line="171" />
        <source>Mostly</source>
        <translation>주로</translation>
    </message>
</context>
<context>
    <name>iolens::ui::StrategiesPage</name>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="106" />
        <source>run</source>
        <translation>실행</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="108" />
        <source>Run failed</source>
        <translation>실행 실패</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="130" />
        <source>Generating the demo file…</source>
        <translation>데모 파일 생성 중…</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="137" />
        <location filename="../../ui/strategiespage.cpp" line="147" />
        <source>Demo file failed: %1</source>
        <translation>데모 파일 실패: %1</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="141" />
        <source>Generated a 64 MiB demo file of random bytes; choose your own file any time.</source>
        <translation>64 MiB 무작위 데모 파일을 만들었습니다. 언제든 자신의 파일을 고를 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="154" />
        <location filename="../../ui/strategiespage.cpp" line="306" />
        <location filename="../../ui/strategiespage.cpp" line="310" />
        <source>Run</source>
        <translation>실행</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="159" />
        <source>Lesson</source>
        <translation>해설</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="215" />
        <location filename="../../ui/strategiespage.cpp" line="223" />
        <location filename="../../ui/strategiespage.cpp" line="231" />
        <location filename="../../ui/strategiespage.cpp" line="235" />
        <source>Try the fix</source>
        <translation>수정 시험</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="215" />
        <source>A run is still going: cancel it or wait for it first.</source>
        <translation>아직 실행 중입니다. 먼저 취소하거나 끝날 때까지 기다리세요.</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="224" />
        <source>This build of iolens has none of the strategies the finding suggests (%1).</source>
        <translation>이 iolens 빌드에는 발견된 패턴이 권하는 전략(%1)이 하나도 없습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="231" />
        <location filename="../../ui/strategiespage.cpp" line="306" />
        <source>Choose a file first (or wait for the demo file).</source>
        <translation>먼저 파일을 고르세요 (또는 데모 파일을 기다리세요).</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="254" />
        <source>Trying %1 on %2.</source>
        <translation>%2에서 %1을(를) 시험하고 있습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="255" />
        <source>Replaying the traced program's own calls on a copy of %2, as recorded and with each fix, and trying %1 on it.</source>
        <translation>추적한 프로그램 자신의 호출을 %2의 사본 위에서 기록대로, 그리고 각 수정을 적용해 재생하고, %1도 시험합니다.</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="260" />
        <source>Trying %1 on %2, the file the traced program used.</source>
        <translation>추적한 프로그램이 사용한 파일 %2에서 %1을(를) 시험하고 있습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="263" />
        <source>Not in this build: %1.</source>
        <translation>이 빌드에 없는 것: %1.</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="280" />
        <source>%1 The demo file is used instead.</source>
        <translation>%1 대신 데모 파일을 사용합니다.</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="310" />
        <source>Check at least one strategy.</source>
        <translation>전략을 하나 이상 선택하세요.</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="314" />
        <source>Starting…</source>
        <translation>시작 중…</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="322" />
        <source>Cancelling…</source>
        <translation>취소 중…</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="344" />
        <source>warm-up</source>
        <translation>워밍업</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="344" />
        <source>rep %1</source>
        <translation>%1회차</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="345" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="347" />
        <source> — about %1 s left</source>
        <translation> — 약 %1초 남음</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="360" />
        <source>iolens — %1 (%2)</source>
        <translation>iolens — %1 (%2)</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="423" />
        <source>current</source>
        <translation>현재</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="432" />
        <location filename="../../ui/strategiespage.cpp" line="435" />
        <location filename="../../ui/strategiespage.cpp" line="441" />
        <source>Save session</source>
        <translation>세션 저장</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="432" />
        <source>Run something first.</source>
        <translation>먼저 무언가를 실행하세요.</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="436" />
        <source>iolens sessions (*.iolens.json)</source>
        <translation>iolens 세션 (*.iolens.json)</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="436" />
        <location filename="../../ui/strategiespage.cpp" line="453" />
        <source>All files (*)</source>
        <translation>모든 파일 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="443" />
        <source>Saved %1</source>
        <translation>%1 저장함</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="452" />
        <source>Export JSON</source>
        <translation>JSON 내보내기</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="453" />
        <source>iolens run results (*.iolens.json)</source>
        <translation>iolens 실행 결과 (*.iolens.json)</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="454" />
        <source>Export CSV</source>
        <translation>CSV 내보내기</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="454" />
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="459" />
        <source>Export</source>
        <translation>내보내기</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="459" />
        <source>Cannot write '%1': %2.</source>
        <translation>'%1'에 쓸 수 없습니다: %2.</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="467" />
        <location filename="../../ui/strategiespage.cpp" line="473" />
        <source>Export plot</source>
        <translation>그래프 내보내기</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.cpp" line="468" />
        <source>PNG image (*.png);;PDF document (*.pdf)</source>
        <translation>PNG 이미지 (*.png);;PDF 문서 (*.pdf)</translation>
    </message>
<message>
        <location filename="../../ui/strategiespage.h" line="38" />
        <source>Strategies</source>
        <translation>전략</translation>
    </message>
    <message>
        <location filename="../../ui/strategiespage.h" line="39" />
        <source>Run iolens' strategies on a file and compare them</source>
        <translation>파일에 iolens의 전략을 실행하고 비교합니다</translation>
    </message>
</context>
<context>
    <name>iolens::ui::StrategyTree</name>
    <message>
        <location filename="../../ui/strategytree.cpp" line="54" />
        <source>Strategy</source>
        <translation>전략</translation>
    </message>
    <message>
        <location filename="../../ui/strategytree.cpp" line="54" />
        <source>Value</source>
        <translation>값</translation>
    </message>
    <message>
        <location filename="../../ui/strategytree.cpp" line="83" />
        <source>Unsupported here: %1</source>
        <translation>여기서는 지원되지 않음: %1</translation>
    </message>
    <message>
        <location filename="../../ui/strategytree.cpp" line="93" />
        <source>%1 (%2 … %3)</source>
        <translation>%1 (%2 … %3)</translation>
    </message>
    <message>
        <location filename="../../ui/strategytree.cpp" line="188" />
        <source>%1 must lie between %2 and %3.</source>
        <translation>%1은(는) %2에서 %3 사이여야 합니다.</translation>
    </message>
</context>
<context>
    <name>iolens::ui::SweepView</name>
    <message>
        <location filename="../../ui/sweepview.cpp" line="47" />
        <location filename="../../ui/sweepview.cpp" line="84" />
        <source>Run sweep</source>
        <translation>스윕 실행</translation>
    </message>
    <message>
        <location filename="../../ui/sweepview.cpp" line="56" />
        <source>reps: </source>
        <translation>반복: </translation>
    </message>
    <message>
        <location filename="../../ui/sweepview.cpp" line="63" />
        <source>Strategy:</source>
        <translation>전략:</translation>
    </message>
    <message>
        <location filename="../../ui/sweepview.cpp" line="67" />
        <source>buffer from</source>
        <translation>버퍼</translation>
    </message>
    <message>
        <location filename="../../ui/sweepview.cpp" line="69" />
        <source>to</source>
        <translation>부터</translation>
    </message>
    <message>
        <location filename="../../ui/sweepview.cpp" line="81" />
        <source>Cancel sweep</source>
        <translation>스윕 취소</translation>
    </message>
    <message>
        <location filename="../../ui/sweepview.cpp" line="83" />
        <source>Cancel sweep (%1 %)</source>
        <translation>스윕 취소 (%1 %)</translation>
    </message>
    <message>
        <location filename="../../ui/sweepview.cpp" line="88" />
        <source>Throughput of one strategy per buffer size (median of the repetitions; MiB = 2^20 bytes). Tiny buffers pay one system call per few bytes; past a few hundred KiB the curve flattens. A 1-byte sweep of a large file takes minutes.</source>
        <translation>한 전략의 버퍼 크기별 처리량 (반복의 중앙값, MiB = 2^20바이트). 작은 버퍼는 몇 바이트마다 시스템 호출을 치르고, 수백 KiB를 넘으면 곡선이 평평해집니다. 큰 파일을 1바이트부터 스윕하면 몇 분 걸립니다.</translation>
    </message>
    <message>
        <location filename="../../ui/sweepview.cpp" line="131" />
        <source>Choose a range whose end is not below its start.</source>
        <translation>끝이 시작보다 작지 않은 범위를 고르세요.</translation>
    </message>
    <message>
        <location filename="../../ui/sweepview.cpp" line="167" />
        <source>throughput</source>
        <translation>처리량</translation>
    </message>
    <message>
        <location filename="../../ui/sweepview.cpp" line="173" />
        <source>Buffer size [bytes] (log2 axis)</source>
        <translation>버퍼 크기 [바이트] (log2 축)</translation>
    </message>
    <message>
        <location filename="../../ui/sweepview.cpp" line="177" />
        <source>Throughput [MiB/s]</source>
        <translation>처리량 [MiB/s]</translation>
    </message>
    <message>
        <location filename="../../ui/sweepview.cpp" line="202" />
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 MiB/s, median %3, %4 calls</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 MiB/s, 중앙값 %3, 호출 %4회</translation>
    </message>
<message>
        <location filename="../../ui/sweepview.h" line="24" />
        <source>Buffer sweep</source>
        <translation>버퍼 스윕</translation>
    </message>
    <message>
        <location filename="../../ui/sweepview.h" line="40" />
        <source>Choose a strategy and press "Run sweep" to run it over buffer sizes</source>
        <translation>전략을 고르고 "스윕 실행"을 누르면 버퍼 크기별로 실행합니다</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TimelinePlot</name>
    <message>
        <location filename="../../ui/timelineplot.cpp" line="34" />
        <source>Reset zoom</source>
        <translation>확대 초기화</translation>
    </message>
    <message>
        <location filename="../../ui/timelineplot.cpp" line="60" />
        <source>Run something to see its threads.</source>
        <translation>실행하면 스레드가 표시됩니다.</translation>
    </message>
    <message>
        <location filename="../../ui/timelineplot.cpp" line="84" />
        <source>&lt;b&gt;%1&lt;/b&gt; — median run %2 of %3, wall time %4, %5 thread(s)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — 중앙값 실행 %2/%3, 경과 시간 %4, 스레드 %5개</translation>
    </message>
    <message>
        <location filename="../../ui/timelineplot.cpp" line="92" />
        <source>One lane per thread of the median run, each phase interval where it happened. Gaps are time in no timed phase: the loop's own work, or the thread waiting for a CPU. Where intervals share a pixel, its height is split by each phase's share of that time; zoom in (wheel) to separate them. The dashed line is the run's wall time.</source>
        <translation>중앙값 실행의 스레드마다 한 레인, 각 단계 구간을 일어난 시각에 그립니다. 빈 곳은 측정 단계 밖의 시간(루프 자체의 작업이나 CPU 대기)입니다. 한 픽셀에 여러 구간이 겹치면 그 시간에서 각 단계가 차지한 비율로 높이를 나눕니다. 휠로 확대하면 나뉘어 보입니다. 점선은 실행의 경과 시간입니다.</translation>
    </message>
    <message>
        <location filename="../../ui/timelineplot.cpp" line="99" />
        <source>Each thread keeps its first %1 intervals; %2 later ones are in the totals but not drawn.</source>
        <translation>각 스레드는 처음 %1개 구간을 보관합니다. 이후의 %2개 구간은 합계에는 들어가지만 그려지지 않습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/timelineplot.cpp" line="105" />
        <source>This run has no recorded intervals (an older report or the uninstrumented build): each lane shows that thread's total time per phase as consecutive segments, in phase order. The dashed line is the run's wall time; lanes that add up to more than it ran in parallel.</source>
        <translation>이 실행에는 구간 기록이 없습니다(오래된 보고서이거나 계측 없는 빌드). 각 레인은 스레드의 단계별 합계 시간을 단계 순서로 이어서 보여 줍니다. 점선은 실행의 경과 시간이며, 그보다 긴 레인은 병렬로 실행되었습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/timelineplot.cpp" line="182" />
        <source>thread %1</source>
        <translation>스레드 %1</translation>
    </message>
    <message>
        <location filename="../../ui/timelineplot.cpp" line="193" />
        <source>Time into the run [%1]</source>
        <translation>실행 시작 후 시간 [%1]</translation>
    </message>
    <message>
        <location filename="../../ui/timelineplot.cpp" line="214" />
        <source>&lt;b&gt;thread %1: %2&lt;/b&gt;&lt;br&gt;%3 from %4 to %5</source>
        <translation>&lt;b&gt;스레드 %1: %2&lt;/b&gt;&lt;br&gt;%3 (%4부터 %5까지)</translation>
    </message>
    <message>
        <location filename="../../ui/timelineplot.cpp" line="237" />
        <source>&lt;b&gt;thread %1: %2&lt;/b&gt;&lt;br&gt;%3 in %4 calls, %5</source>
        <translation>&lt;b&gt;스레드 %1: %2&lt;/b&gt;&lt;br&gt;%3, 호출 %4회, %5</translation>
    </message>
<message>
        <location filename="../../ui/report/reportwriter.cpp" line="249" />
        <location filename="../../ui/timelineplot.h" line="21" />
        <source>Timeline</source>
        <translation>타임라인</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TraceCompareModel</name>
    <message>
        <location filename="../../ui/trace/tracecomparemodel.cpp" line="103" />
        <source>new</source>
        <translation>새로 생김</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracecomparemodel.cpp" line="105" />
        <source>gone</source>
        <translation>사라짐</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracecomparemodel.cpp" line="108" />
        <source>%1× faster</source>
        <translation>%1배 빠름</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracecomparemodel.cpp" line="109" />
        <source>%1× slower</source>
        <translation>%1배 느림</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracecomparemodel.cpp" line="121" />
        <source>File</source>
        <translation>파일</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracecomparemodel.cpp" line="123" />
        <source>Call</source>
        <translation>호출</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracecomparemodel.cpp" line="125" />
        <source>Calls before</source>
        <translation>호출 수(이전)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracecomparemodel.cpp" line="127" />
        <source>Calls after</source>
        <translation>호출 수(이후)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracecomparemodel.cpp" line="129" />
        <source>Time before</source>
        <translation>시간(이전)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracecomparemodel.cpp" line="131" />
        <source>Time after</source>
        <translation>시간(이후)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracecomparemodel.cpp" line="133" />
        <source>Change</source>
        <translation>변화</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TraceController</name>
    <message>
        <location filename="../../ui/trace/tracecontroller.cpp" line="35" />
        <source>The trace could not be read.</source>
        <translation>추적을 읽을 수 없었습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracecontroller.cpp" line="39" />
        <source>The trace failed for an unknown reason.</source>
        <translation>알 수 없는 이유로 추적에 실패했습니다.</translation>
    </message>
<message>
        <location filename="../../ui/trace/tracejob.cpp" line="36" />
        <source>Cancelled before %1 had started: there is nothing to show.</source>
        <translation>%1이(가) 시작되기 전에 취소되어 보여 줄 것이 없습니다.</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TraceFileModel</name>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="212" />
        <source>Time inside this file's I/O calls, summed over threads</source>
        <translation>이 파일의 I/O 호출 안에서 쓴 시간(모든 스레드의 합)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="215" />
        <source>Size range (histogram bucket) of the smallest or largest call that moved data</source>
        <translation>데이터를 옮긴 호출 중 가장 작은 또는 가장 큰 호출의 크기 범위(히스토그램 구간)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="217" />
        <source>Pages of this file that the process's mappings of it had in memory when they were unmapped, or at exec or exit (page faults: the pages it touched, with the neighbours the kernel mapped along with them); the time they took is not measured</source>
        <translation>이 파일의 매핑이 해제 시 또는 exec·종료 시 메모리에 갖고 있던 페이지(페이지 폴트: 프로세스가 건드린 페이지와 커널이 함께 매핑한 이웃 페이지). 그 시간은 측정하지 않습니다</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="228" />
        <source>File</source>
        <translation>파일</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="230" />
        <source>Kind</source>
        <translation>종류</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="232" />
        <source>Process</source>
        <translation>프로세스</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="234" />
        <source>Opens</source>
        <translation>열기</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="236" />
        <source>Calls</source>
        <translation>호출</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="238" />
        <source>Time</source>
        <translation>시간</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="240" />
        <source>Read</source>
        <translation>읽기</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="242" />
        <source>Written</source>
        <translation>쓰기</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="244" />
        <source>Smallest call</source>
        <translation>가장 작은 호출</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="246" />
        <source>Largest call</source>
        <translation>가장 큰 호출</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefilemodel.cpp" line="248" />
        <source>Mapped in memory</source>
        <translation>매핑으로 메모리에</translation>
    </message>
<message>
        <location filename="../../ui/trace/traceformat.cpp" line="196" />
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceformat.cpp" line="198" />
        <source>file</source>
        <translation>파일</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceformat.cpp" line="200" />
        <source>directory</source>
        <translation>디렉터리</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceformat.cpp" line="202" />
        <source>socket</source>
        <translation>소켓</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceformat.cpp" line="204" />
        <source>pipe</source>
        <translation>파이프</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceformat.cpp" line="206" />
        <source>terminal</source>
        <translation>터미널</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceformat.cpp" line="208" />
        <source>device</source>
        <translation>장치</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceformat.cpp" line="210" />
        <source>other</source>
        <translation>기타</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceformat.cpp" line="212" />
        <source>missing</source>
        <translation>없음</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TraceFindingsPane</name>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="23" />
        <source>Try the fix on this file</source>
        <translation>이 파일로 수정 시험</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="27" />
        <source>&lt;b&gt;Findings&lt;/b&gt;</source>
        <translation>&lt;b&gt;발견된 패턴&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="51" />
        <source>Runs the strategies that show this pattern and its fix on the traced file, on the Strategies page</source>
        <translation>이 패턴과 그 수정을 보여 주는 전략을 추적한 파일로 '전략' 페이지에서 실행합니다</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="112" />
        <source>&lt;p&gt;Choose a program and press Run. iolens then names the patterns that cost it time (one-byte calls, a file reopened per record, …) and the strategies that show the fix.&lt;/p&gt;</source>
        <translation>&lt;p&gt;프로그램을 고르고 '실행'을 누르세요. iolens가 시간을 잡아먹는 패턴(1바이트씩 하는 호출, 레코드마다 다시 여는 파일 등)과 그 수정을 보여 주는 전략을 알려 줍니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="127" />
        <source>&lt;p&gt;No pattern found: none of the known slow patterns explains a noticeable share of this program's time.&lt;/p&gt;</source>
        <translation>&lt;p&gt;패턴을 찾지 못했습니다. 알려진 느린 패턴 중 어느 것도 이 프로그램 시간의 눈에 띄는 비율을 설명하지 않습니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="135" />
        <source>&lt;p&gt;&lt;b&gt;File:&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;파일:&lt;/b&gt; %1&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="136" />
        <source>&lt;p&gt;&lt;b&gt;Evidence:&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;근거:&lt;/b&gt; %1&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="137" />
        <source>&lt;p&gt;&lt;b&gt;Share:&lt;/b&gt; these calls account for %1 % of the process's wall time.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;비율:&lt;/b&gt; 이 호출들이 프로세스 경과 시간의 %1 %를 차지합니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="140" />
        <source>&lt;p&gt;&lt;b&gt;Stopwatch zone:&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;스톱워치 구간:&lt;/b&gt; %1&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="145" />
        <source>&lt;p&gt;&lt;b&gt;Call sites:&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;호출 위치:&lt;/b&gt; %1&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="148" />
        <source>&lt;p&gt;&lt;b&gt;Lesson:&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;교훈:&lt;/b&gt; %1&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="153" />
        <source>&lt;p&gt;&lt;b&gt;Strategies to try:&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;시험할 전략:&lt;/b&gt; %1&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracefindingspane.cpp" line="171" />
        <source>%1 no longer exists, so the fix cannot be tried on it: run the program again, or choose a similar file on the Strategies page.</source>
        <translation>%1이(가) 더 이상 없으므로 그 파일로 수정을 시험할 수 없습니다. 프로그램을 다시 실행하거나 '전략' 페이지에서 비슷한 파일을 고르세요.</translation>
    </message>
</context>
<context>
    <name>TraceNotice</name>
    <message>
        <location filename="../../core/trace/symbolizer.cpp" line="113" />
        <source>Installing %1 (Debian's debug archive) would name them with their lines.</source>
        <translation>%1(Debian의 디버그 아카이브)을 설치하면 줄 번호와 함께 이름이 붙습니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/symbolizer.cpp" line="124" />
        <source>No symbols or debug information for %1: its call sites are shown as module+offset.</source>
        <translation>%1에는 심볼도 디버그 정보도 없습니다. 그 호출 위치는 모듈+오프셋으로 표시합니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/symbolizer.cpp" line="132" />
        <source>No debug information for %1: its call sites are named by the functions' symbols, without file and line.</source>
        <translation>%1에는 디버그 정보가 없습니다. 호출 위치는 함수의 심볼 이름으로 보이며, 파일과 줄은 없습니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/traceloader.cpp" line="59" />
        <source>Attached through ptrace: a static program (no dynamic loader for the trace library), stopped at every system call; each recorded system call costs about %1 µs more.</source>
        <translation>ptrace로 연결했습니다: 정적 링크 프로그램(추적 라이브러리를 불러올 동적 로더가 없음)이라 모든 시스템 호출에서 멈춥니다. 기록한 시스템 호출마다 약 %1 µs가 더 듭니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/traceloader.cpp" line="62" />
        <source>Attached through ptrace: a static program (no dynamic loader for the trace library), stopped at every system call; each recorded system call stops the program (its cost could not be measured).</source>
        <translation>ptrace로 연결했습니다: 정적 링크 프로그램(추적 라이브러리를 불러올 동적 로더가 없음)이라 모든 시스템 호출에서 멈춥니다. 기록한 시스템 호출마다 프로그램이 멈춥니다(그 비용은 측정하지 못했습니다).</translation>
    </message>
    <message>
        <location filename="../../core/trace/traceloader.cpp" line="67" />
        <source>Traced through ptrace: a static program; each recorded system call costs about %1 µs more.</source>
        <translation>ptrace로 추적했습니다(정적 링크 프로그램). 기록한 시스템 호출마다 약 %1 µs가 더 듭니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/traceloader.cpp" line="69" />
        <source>Traced through ptrace: a static program; each recorded system call stops the program (its cost could not be measured).</source>
        <translation>ptrace로 추적했습니다(정적 링크 프로그램). 기록한 시스템 호출마다 프로그램이 멈춥니다(그 비용은 측정하지 못했습니다).</translation>
    </message>
    <message>
        <location filename="../../core/trace/traceloader.cpp" line="73" />
        <source>Traced through ptrace: as asked (--mode ptrace); each recorded system call costs about %1 µs more.</source>
        <translation>요청대로 ptrace로 추적했습니다(--mode ptrace). 기록한 시스템 호출마다 약 %1 µs가 더 듭니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/traceloader.cpp" line="76" />
        <source>Traced through ptrace: as asked (--mode ptrace); each recorded system call stops the program (its cost could not be measured).</source>
        <translation>요청대로 ptrace로 추적했습니다(--mode ptrace). 기록한 시스템 호출마다 프로그램이 멈춥니다(그 비용은 측정하지 못했습니다).</translation>
    </message>
    <message>
        <location filename="../../core/trace/traceloader.cpp" line="848" />
        <source>%1 traced processes were still running when the trace ended (daemons or background jobs the program left behind): their calls up to then are in this trace; --wait-all waits for such processes.</source>
        <translation>추적이 끝났을 때 추적 대상 프로세스 %1개가 아직 실행 중이었습니다(프로그램이 남긴 데몬이나 백그라운드 작업). 그때까지의 호출은 이 트레이스에 있습니다. --wait-all을 쓰면 그 프로세스들을 기다립니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/traceloader.cpp" line="862" />
        <source>%1 process images ended while their trace files were being created (a signal to the group right after a fork or exec): nothing of them had been recorded.</source>
        <translation>프로세스 이미지 %1개가 트레이스 파일을 만드는 중에 끝났습니다(fork 또는 exec 직후 그룹에 보낸 시그널). 아무것도 기록되지 않았습니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="77" />
        <source>%1 on %2: no call timed, no time known (%3 calls, %4 timed).</source>
        <translation>%2에 대한 %1: 시간을 잰 호출이 없어 시간을 알 수 없습니다(호출 %3번, 측정 %4번).</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="79" />
        <source>%1 on %2: 1 call in %3 timed, total estimated (%4 calls, %5 timed).</source>
        <translation>%2에 대한 %1: %3번에 1번 시간을 재고 합계는 추정입니다(호출 %4번, 측정 %5번).</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="86" />
        <source>The time of %1 more call kinds on other files was sampled the same way.</source>
        <translation>다른 파일에 대한 호출 %1종의 시간도 같은 방식으로 표본 측정했습니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="92" />
        <source>Timing a cheap call costs more than the call itself, so the sampled estimate of a thread was capped at the time the thread ran: it is an upper bound.</source>
        <translation>값싼 호출은 시간을 재는 비용이 호출 자체보다 커서, 스레드의 추정값을 스레드가 실행된 시간으로 제한했습니다. 상한값입니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="138" />
        <source>%1: glibc's stdio fills and flushes its buffers with its own read and write system calls, which a preload cannot see.</source>
        <translation>%1: glibc의 stdio는 자체 read와 write 시스템 호출로 버퍼를 채우고 비웁니다. 프리로드는 이를 볼 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="145" />
        <source>For its %1 stdio read calls and %2 stdio write calls the kernel counted %3 read system calls and %4 write system calls (syscr, syscw).</source>
        <translation>stdio 읽기 호출 %1번과 쓰기 호출 %2번에 대해 커널은 read 시스템 호출 %3번과 write 시스템 호출 %4번을 셌습니다(syscr, syscw).</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="151" />
        <source>The kernel's counts for its %1 stdio read calls and %2 stdio write calls are not known, as it did not exit.</source>
        <translation>stdio 읽기 호출 %1번과 쓰기 호출 %2번에 대한 커널의 집계는 프로세스가 종료하지 않아 알 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="162" />
        <source>%1 more processes made %2 stdio calls or more, whose buffers also refill through system calls a preload cannot see (the kernel's syscr and syscw are in each process's figures).</source>
        <translation>프로세스 %1개가 더 stdio 호출을 %2번 이상 했습니다. 그 버퍼도 프리로드가 볼 수 없는 시스템 호출로 채워집니다(커널의 syscr와 syscw는 각 프로세스의 수치에 있습니다).</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="187" />
        <source>%1 events not kept: the time line holds %2 per thread (--events raises it); the counts and times include them.</source>
        <translation>이벤트 %1개는 보관되지 않았습니다. 타임라인은 스레드당 %2개까지입니다(--events로 늘릴 수 있습니다). 횟수와 시간에는 포함됩니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="196" />
        <source>%1 events of threads beyond the first %2 of a process are not in the time line: those threads share one block of counts that keeps no events; the counts and times include them.</source>
        <translation>프로세스의 처음 %2개 스레드 다음 스레드들의 이벤트 %1개는 타임라인에 없습니다. 그 스레드들은 이벤트를 보관하지 않는 집계 블록 하나를 함께 씁니다. 횟수와 시간에는 포함됩니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="207" />
        <source>%1 events were kept but not loaded into the time line, which is limited to %2 events; the counts and times include them.</source>
        <translation>이벤트 %1개는 보관되었지만 %2개로 제한된 타임라인에 불러오지 않았습니다. 횟수와 시간에는 포함됩니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="215" />
        <source>%1 calls were counted without their file, site and zone: a thread's table of %2 distinct (file, call, site, zone) combinations was full.</source>
        <translation>호출 %1번은 파일, 호출 위치, 영역 없이 세어졌습니다. 스레드의 (파일, 호출, 호출 위치, 영역) 조합 %2개짜리 표가 가득 찼습니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="231" />
        <source>%1 files found the file table full (%2 entries, %3 bytes of names): their calls are counted under (no file).</source>
        <translation>파일 %1개는 파일 표가 가득 차 있었습니다(항목 %2개, 이름 %3바이트). 그 호출은 (파일 없음)으로 셉니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="236" />
        <source>%1 call sites found the table of %2 full: their calls are counted without a site.</source>
        <translation>호출 위치 %1개는 %2개짜리 표가 가득 차 있었습니다. 그 호출은 호출 위치 없이 셉니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="239" />
        <source>%1 zones found the table of %2 full: their calls are counted outside zones.</source>
        <translation>영역 %1개는 %2개짜리 표가 가득 차 있었습니다. 그 호출은 영역 밖으로 셉니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="249" />
        <source>No process of this trace loaded the trace library: the program may clear its environment (LD_PRELOAD) or be statically linked, so none of its calls are in this trace.</source>
        <translation>이 트레이스의 어떤 프로세스도 트레이스 라이브러리를 불러오지 않았습니다. 프로그램이 환경 변수(LD_PRELOAD)를 지우거나 정적으로 링크되어 있어 그 호출은 이 트레이스에 없습니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="255" />
        <source>%1: a program was started with an environment that drops LD_PRELOAD: its calls are not in this trace.</source>
        <translation>%1: LD_PRELOAD를 뺀 환경으로 프로그램이 시작되었습니다. 그 호출은 이 트레이스에 없습니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="259" />
        <source>%1: %2 was started with an environment that drops LD_PRELOAD: its calls are not in this trace.</source>
        <translation>%1: %2 프로그램이 LD_PRELOAD를 뺀 환경으로 시작되었습니다. 그 호출은 이 트레이스에 없습니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="264" />
        <source>(Nor those of %1 more such execs.)</source>
        <translation>(같은 방식의 exec가 %1번 더 있었고, 그 호출도 없습니다.)</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="277" />
        <source>%1 was killed by signal %2: its trace goes up to its last call.</source>
        <translation>%1 프로세스가 시그널 %2로 강제 종료되었습니다. 트레이스는 마지막 호출까지입니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="277" />
        <source>%1 could not make a record of its own (a program iolens cannot enter), and no traced process reaped it: how it ended and its kernel counts are not known.</source>
        <translation>%1은(는) 자체 기록을 만들 수 없었고(iolens가 들어갈 수 없는 프로그램), 트레이스된 프로세스가 회수하지도 않았습니다. 끝난 방식과 커널 계수는 알 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="277" />
        <source>%1 was killed by signal %2 and made no record of its own: its parent told how it ended.</source>
        <translation>%1은(는) 시그널 %2(으)로 강제 종료되었고 자체 기록을 남기지 않았습니다. 끝난 방식은 부모 프로세스가 기록했습니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="280" />
        <source>%1 ended without exiting (killed or crashed): its trace goes up to its last call.</source>
        <translation>%1 프로세스가 exit 없이 끝났습니다(강제 종료 또는 충돌). 트레이스는 마지막 호출까지입니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="285" />
        <source>The kernel's counts for it are not known.</source>
        <translation>그 프로세스에 대한 커널의 집계는 알 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="299" />
        <source>%1 started a statically linked program: LD_PRELOAD cannot see its calls, so they are not in this trace.</source>
        <translation>%1 프로세스가 정적으로 링크된 프로그램을 시작했습니다. LD_PRELOAD는 그 호출을 볼 수 없어 이 트레이스에 없습니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="308" />
        <source>%1: the file system holding the trace directory ran out of space, so the trace stopped growing there: later time-line events, files, call sites or threads of it are missing (the program ran on untouched).</source>
        <translation>%1: 트레이스 디렉터리가 있는 파일 시스템의 공간이 모자라 트레이스가 그 시점부터 늘어나지 않았습니다. 그 뒤의 타임라인 이벤트, 파일, 호출 위치, 스레드는 빠져 있습니다(프로그램은 영향 없이 계속 실행되었습니다).</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="318" />
        <source>%1 started %2 processes that could not write a trace file (the trace directory refused the user it had changed to, or its file system was full): their calls are not in this trace.</source>
        <translation>%1이(가) 트레이스 파일을 쓸 수 없던 프로세스 %2개를 시작했습니다(트레이스 디렉터리가 바뀐 사용자를 거부했거나 그 파일 시스템이 가득 찼습니다). 그 호출은 이 트레이스에 없습니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="327" />
        <source>%1 called %2, which the trace library wraps but whose real function it could not find: that call could not work, and the trace may end there.</source>
        <translation>%1이(가) %2을(를) 호출했습니다. 트레이스 라이브러리가 이 함수를 감싸지만 원래 함수를 찾지 못했습니다. 그 호출은 동작할 수 없었고 트레이스는 거기서 끝났을 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="365" />
        <source>%1 memory mappings of %2 bytes of %3 files (%4): reads and writes through a mapping are memory accesses, not calls, so they are not counted here.</source>
        <translation>파일 %3개(%4)의 %2바이트를 %1번 메모리 매핑했습니다. 매핑을 통한 읽기와 쓰기는 호출이 아니라 메모리 접근이라 여기서는 세지 않습니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="379" />
        <source>%1 memory mappings of %2 bytes of %3 files (%4): the pages of a mapping that were in the process's memory when it was unmapped, or at exec or exit, are counted as page faults (%5 pages in all): the pages the process touched, with the neighbours the kernel mapped along with them, less any it reclaimed before.</source>
        <translation>파일 %3개(%4)의 %2바이트에 대한 메모리 매핑 %1개: 매핑 해제 시 또는 exec·종료 시 프로세스 메모리에 있던 매핑의 페이지를 페이지 폴트로 셉니다(모두 %5페이지). 프로세스가 건드린 페이지와 커널이 함께 매핑한 이웃 페이지이며, 그 전에 커널이 회수한 것은 빠집니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="386" />
        <source>The time spent in page faults is not measured, and reads and writes through a mapping are not counted as calls.</source>
        <translation>페이지 폴트에 걸린 시간은 측정하지 않으며, 매핑을 통한 읽기·쓰기는 호출로 세지 않습니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="393" />
        <source>Of those pages, %1 were not in the page cache when their file was mapped, so the faults had them read from storage ("pages from disk": the faults themselves and the kernel's read-ahead for them).</source>
        <translation>그중 %1페이지는 파일을 매핑할 때 페이지 캐시에 없어서 폴트가 저장 장치에서 읽어 들였습니다("pages from disk": 폴트 자체와 그에 따른 커널의 미리 읽기).</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="403" />
        <source>For %1 mappings, iolens could not tell which pages came from disk: the kernel shows a file's page cache only to a process that owns the file or may write it.</source>
        <translation>매핑 %1개에 대해서는 어떤 페이지가 디스크에서 왔는지 iolens가 알 수 없었습니다: 커널은 파일의 페이지 캐시를 그 파일의 소유자이거나 쓸 수 있는 프로세스에게만 보여 줍니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="413" />
        <source>%1 mappings could not be measured (the trace library's table of mappings was full, /proc/self/pagemap could not be read, or a call it does not see unmapped them).</source>
        <translation>매핑 %1개는 측정할 수 없었습니다(트레이스 라이브러리의 매핑 표가 가득 찼거나, /proc/self/pagemap을 읽을 수 없었거나, 라이브러리가 보지 못하는 호출로 해제되었습니다).</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="426" />
        <source>%1 processes that mapped files did not exit (killed, crashed or still running): the mappings still there then are not counted.</source>
        <translation>파일을 매핑한 프로세스 %1개가 종료(exit)하지 않았습니다(kill, 충돌 또는 아직 실행 중): 그때 남아 있던 매핑은 세지 않았습니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/tracenotices.cpp" line="495" />
        <source>The program wrote %1 stopwatch zones without the trace library (LD_PRELOAD was dropped): they are counted from its zone lines, without times and without the I/O inside them.</source>
        <translation>프로그램이 트레이스 라이브러리 없이(LD_PRELOAD가 빠진 채) 스톱워치 영역 %1개를 기록했습니다. 영역 줄에서 센 것이라 시간도 안의 I/O도 없습니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/unseenio.cpp" line="246" />
        <source>Unseen I/O: the kernel counted %1 system calls (%2) that iolens did not see, up to %3 % of these processes' reads and writes; the tables do not include them.</source>
        <translation>보이지 않은 I/O: 커널은 iolens가 보지 못한 시스템 호출을 %1번(%2) 셌습니다. 이 프로세스들의 읽기·쓰기 중 최대 %3 %이며, 표에는 포함되지 않습니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/unseenio.cpp" line="262" />
        <source>%1: %2 read by %3 system calls and %4 written by %5 system calls that iolens did not see.</source>
        <translation>%1: iolens가 보지 못한 시스템 호출 %3번으로 %2 읽고, %5번으로 %4 썼습니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/uringnotices.cpp" line="58" />
        <source>%1: %2 io_uring requests are counted under the calls they stand for (a read as pread …), with the sizes submitted, not the sizes done, and the time of the submitting call shared among them (waiting for their completions is not in it).</source>
        <translation>%1: io_uring 요청 %2건은 그것이 나타내는 호출(읽기는 pread 등)로 셌습니다. 크기는 완료된 크기가 아니라 제출한 크기이고, 시간은 제출한 호출의 시간을 요청끼리 나눈 것입니다(완료를 기다린 시간은 들어 있지 않습니다).</translation>
    </message>
    <message>
        <location filename="../../core/trace/uringnotices.cpp" line="72" />
        <source>%1: %2 io_uring requests are counted under the calls they stand for (a read as pread …), with the time of the submitting call shared among them. Their completions give the sizes done and the failures (%3 failed); from submission to completion they took %4 µs on average and %5 µs at most, as seen when the program next submitted to or waited on its ring.</source>
        <translation>%1: io_uring 요청 %2건은 그것이 나타내는 호출(읽기는 pread 등)로 셌고, 시간은 제출한 호출의 시간을 요청끼리 나눈 것입니다. 완료에서 실제로 처리한 크기와 실패(%3건)를 얻었습니다. 제출부터 완료까지 평균 %4 µs, 최대 %5 µs였습니다(프로그램이 다음에 링에 제출하거나 기다릴 때 본 것).</translation>
    </message>
    <message>
        <location filename="../../core/trace/uringnotices.cpp" line="86" />
        <source>%1: the sizes submitted are kept for %2 io_uring requests whose completion iolens did not read (never reaped, reaped on another thread, overwritten in a full queue, or on a ring whose queue iolens could not find).</source>
        <translation>%1: iolens가 완료를 읽지 못한 io_uring 요청 %2건은 제출한 크기 그대로입니다(회수되지 않았거나, 다른 스레드에서 회수되었거나, 가득 찬 큐에서 덮어쓰였거나, iolens가 큐를 찾지 못한 링의 것).</translation>
    </message>
    <message>
        <location filename="../../core/trace/uringnotices.cpp" line="136" />
        <source>%1 entered %2 io_uring rings whose queue iolens could not read: set up before iolens attached, or entered through its registered index; their reads and writes are not in this trace.</source>
        <translation>%1은(는) io_uring 링 %2개에 요청을 제출했지만 iolens는 그 큐를 읽지 못했습니다: iolens가 붙기 전에 만들어졌거나 등록된 인덱스로 제출되었기 때문입니다. 그 읽기와 쓰기는 이 트레이스에 없습니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/uringnotices.cpp" line="146" />
        <source>%1 set up %2 io_uring rings whose requests iolens did not see: the program submits them with its own system call instructions (as fio does), past libc and liburing; their reads and writes are not in this trace (tracing with --mode ptrace counts them).</source>
        <translation>%1은(는) io_uring 링 %2개를 만들었지만 iolens는 그 요청을 보지 못했습니다: 프로그램이 libc와 liburing을 거치지 않고 자체 시스템 호출 명령으로 제출하기 때문입니다(fio처럼). 그 읽기와 쓰기는 이 트레이스에 없습니다(--mode ptrace로 트레이스하면 셉니다).</translation>
    </message>
    <message>
        <location filename="../../core/trace/uringnotices.cpp" line="155" />
        <source>%1 set up %2 io_uring rings with a kernel thread polling its queue (SQPOLL): the kernel takes those requests without a system call, so they are not in this trace.</source>
        <translation>%1은(는) 커널 스레드가 큐를 폴링하는(SQPOLL) io_uring 링 %2개를 만들었습니다: 커널이 시스템 호출 없이 요청을 가져가므로 그 요청은 이 트레이스에 없습니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/uringnotices.cpp" line="163" />
        <source>%1 set up %2 io_uring rings with a kernel thread polling its queue (SQPOLL) without liburing: the kernel takes those requests without a call iolens sees, so they are not in this trace.</source>
        <translation>%1은(는) liburing 없이 커널 스레드가 큐를 폴링하는(SQPOLL) io_uring 링 %2개를 만들었습니다: 커널이 iolens가 보는 호출 없이 요청을 가져가므로 그 요청은 이 트레이스에 없습니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/uringnotices.cpp" line="172" />
        <source>%1: %2 io_uring requests named a registered file whose file iolens did not know: they are counted under "(io_uring registered file, not resolved)".</source>
        <translation>%1: io_uring 요청 %2건은 iolens가 파일을 알지 못하는 등록된 파일을 가리켰습니다: 그 요청은 "(io_uring registered file, not resolved)" 아래에 셌습니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/uringnotices.cpp" line="180" />
        <source>%1: io_uring requests of other kinds (polls, timeouts, accepts, no-ops …) are not counted (%2).</source>
        <translation>%1: 다른 종류의 io_uring 요청(poll, 타임아웃, accept, 아무것도 하지 않는 요청 등)은 세지 않았습니다(%2건).</translation>
    </message>
    <message>
        <location filename="../../core/trace/stackloader.cpp" line="506" />
        <source>Calls made on libuv's worker threads for node's asynchronous calls (fs.readFile, fs.promises, streams): %1. The JavaScript that asked for them had returned, so their stacks name no JavaScript line.</source>
        <translation>node의 비동기 호출(fs.readFile, fs.promises, 스트림)을 위해 libuv 워커 스레드에서 이루어진 호출: %1. 이를 요청한 JavaScript는 이미 반환했으므로 그 스택에는 JavaScript 줄이 없습니다.</translation>
    </message>
    <message>
        <location filename="../../core/trace/stackloader.cpp" line="522" />
        <source>%1 calls had no call stack sampled of their own: past its first 4,096 first-call samples a thread samples 1 in 64 of the first calls on further files. Each such file's calls were given one of the stacks sampled at the same call site on other files, in proportion to those stacks' calls: the stacks' totals are estimates, and for one such file a stack may name a caller that never touched it.</source>
        <translation>호출 %1회에는 자신의 샘플링된 호출 스택이 없습니다. 스레드는 첫 호출 샘플을 4,096개 받은 뒤에는 다른 파일에서의 첫 호출을 64회에 1회만 샘플링합니다. 그런 파일의 호출에는 같은 호출 위치에서 다른 파일에 대해 샘플링된 스택 중 하나를, 그 스택들의 호출 수에 비례해 배정했습니다. 스택의 합계는 추정값이며, 그런 파일 하나에 대해서는 그 파일을 건드리지 않은 호출자를 스택이 가리킬 수 있습니다.</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TracePage</name>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="98" />
        <source>Run</source>
        <translation>실행</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="99" />
        <location filename="../../ui/trace/tracepage.cpp" line="391" />
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="100" />
        <source>Attach to process…</source>
        <translation>프로세스에 연결…</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="101" />
        <source>Open trace…</source>
        <translation>추적 열기…</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="102" />
        <source>Save trace…</source>
        <translation>추적 저장…</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="103" />
        <source>Compare with trace…</source>
        <translation>추적과 비교…</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="137" />
        <source>a program in $PATH or its path, e.g. python3</source>
        <translation>$PATH에 있는 프로그램 또는 그 경로(예: python3)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="138" />
        <source>split like a shell would: 'quoted words' stay together; nothing is expanded</source>
        <translation>셸처럼 나눕니다. '따옴표로 묶은 말'은 한데 남고, 아무것도 확장하지 않습니다</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="139" />
        <source>the current directory</source>
        <translation>현재 디렉터리</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="142" />
        <location filename="../../ui/trace/tracepage.cpp" line="144" />
        <source>Browse…</source>
        <translation>찾아보기…</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="149" />
        <source>Recent:</source>
        <translation>최근:</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="155" />
        <source>Program:</source>
        <translation>프로그램:</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="156" />
        <source>Arguments:</source>
        <translation>인수:</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="157" />
        <source>Working directory:</source>
        <translation>작업 디렉터리:</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="160" />
        <source>Run the program under iolens' tracing library and show where its I/O time goes</source>
        <translation>iolens의 추적 라이브러리 아래에서 프로그램을 실행하고 I/O 시간이 어디에 쓰이는지 보여 줍니다</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="163" />
        <source>Record a program that is already running, from now until Stop, without restarting it</source>
        <translation>이미 실행 중인 프로그램을 다시 시작하지 않고 지금부터 중지할 때까지 기록합니다</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="169" />
        <source>Compare a saved trace (before a fix) with the one shown (after), per file and call</source>
        <translation>저장한 추적(수정 전)과 보이는 추적(수정 후)을 파일과 호출별로 비교합니다</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="190" />
        <source>Call sites</source>
        <translation>호출 위치</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="192" />
        <source>Call stacks</source>
        <translation>호출 스택</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="194" />
        <source>Access map</source>
        <translation>액세스 맵</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="196" />
        <source>Stopwatch zones</source>
        <translation>스톱워치 구간</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="199" />
        <source>Processes</source>
        <translation>프로세스</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="201" />
        <location filename="../../ui/trace/tracepage.cpp" line="546" />
        <source>Notices (%1)</source>
        <translation>알림(%1)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="208" />
        <source>Show everything</source>
        <translation>모두 표시</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="275" />
        <source>Choose a program and press Run: iolens runs it unchanged, records every file and socket call it makes (and its children's), and shows where the time went.</source>
        <translation>프로그램을 고르고 '실행'을 누르세요. iolens는 그것을 바꾸지 않고 실행하여 그 프로그램(과 자식 프로세스)의 파일·소켓 호출을 모두 기록하고, 시간이 어디에 쓰였는지 보여 줍니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="299" />
        <source>Choose a program to trace first.</source>
        <translation>먼저 추적할 프로그램을 고르세요.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="310" />
        <source>The working directory '%1' does not exist or is not a directory.</source>
        <translation>작업 디렉터리 '%1'이(가) 없거나 디렉터리가 아닙니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="324" />
        <source>Tracing %1 …</source>
        <translation>%1 추적 중…</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="335" />
        <source>Choose a process to attach to first.</source>
        <translation>먼저 연결할 프로세스를 선택하세요.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="350" />
        <source>Recording process %1 (%2) for %3 s; Stop lets it go sooner.</source>
        <translation>프로세스 %1 (%2)을(를) %3초 동안 기록하는 중입니다. 중지하면 더 일찍 놓아줍니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="352" />
        <source>Recording process %1 (%2); Stop lets it go and shows its trace.</source>
        <translation>프로세스 %1 (%2)을(를) 기록하는 중입니다. 중지하면 놓아주고 트레이스를 보여 줍니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="375" />
        <source>Letting process %1 go: it runs on; what it did so far is shown.</source>
        <translation>프로세스 %1을(를) 놓아줍니다. 프로세스는 계속 실행되며 지금까지의 기록을 보여 줍니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="379" />
        <source>Cancelling: the program gets SIGTERM, then SIGKILL; what it did so far is still shown.</source>
        <translation>취소 중: 프로그램에 SIGTERM, 그다음 SIGKILL을 보냅니다. 그때까지 한 일은 그래도 보여 줍니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="391" />
        <source>Stop</source>
        <translation>중지</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="417" />
        <source>calls %1 · %2 · files %3 · processes %4 · %5</source>
        <translation>호출 %1 · %2 · 파일 %3 · 프로세스 %4 · %5</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="471" />
        <source>Showing what %1 caused: 1 file, %2 calls (from its sampled stacks).</source>
        <translation>%1이(가) 일으킨 것을 표시하는 중: 파일 1개, 호출 %2회(샘플링한 스택에서).</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="472" />
        <source>Showing what %1 caused: %2 files, %3 calls (from its sampled stacks).</source>
        <translation>%1이(가) 일으킨 것을 표시하는 중: 파일 %2개, 호출 %3회(샘플링한 스택에서).</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="519" />
        <source>was killed by signal %1</source>
        <translation>은(는) 시그널 %1로 강제 종료되었습니다</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="521" />
        <source>was killed by a signal iolens did not see</source>
        <translation>iolens가 보지 못한 시그널로 종료되었습니다</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="523" />
        <source>exited with status %1</source>
        <translation>은(는) 종료 상태 %1로 끝났습니다</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="529" />
        <source>%1 was recorded for %2 and let go; it runs on: files %3, findings %4.</source>
        <translation>%1을(를) %2 동안 기록한 뒤 놓아주었습니다(계속 실행 중): 파일 %3, 발견 %4.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="533" />
        <source>%1 %2 after %3: files %4, findings %5.</source>
        <translation>%1 %2(%3 후): 파일 %4개, 발견된 패턴 %5개.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="552" />
        <source>%1 notices on what the tracing could not see: see the Notices tab.</source>
        <translation>추적이 볼 수 없었던 것에 대한 알림이 %1개 있습니다. '알림' 탭을 보세요.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="574" />
        <source>%1 counts as your code now: findings %2.</source>
        <translation>%1을(를) 이제 내 코드로 셉니다: 발견 %2개.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="583" />
        <source>Your code is what the rules say again: findings %1.</source>
        <translation>내 코드가 다시 규칙대로입니다: 발견 %1개.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="638" />
        <source>The stacks of the calls on %1 (choose another file in the table above).</source>
        <translation>%1에 대한 호출의 스택(위 표에서 다른 파일을 고를 수 있습니다).</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="641" />
        <source>The stacks of every call.</source>
        <translation>모든 호출의 스택.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="675" />
        <source>Program to trace</source>
        <translation>추적할 프로그램</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="682" />
        <source>Working directory</source>
        <translation>작업 디렉터리</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="697" />
        <source>%1
in %2</source>
        <translation>%1
(%2에서)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="715" />
        <source>There is no trace to save yet: run a program first.</source>
        <translation>아직 저장할 추적이 없습니다. 먼저 프로그램을 실행하세요.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="718" />
        <location filename="../../ui/trace/tracepageexport.cpp" line="26" />
        <source>Cannot write '%1': %2.</source>
        <translation>'%1'에 쓸 수 없습니다: %2.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="735" />
        <source>Run or open a trace first: it becomes the "after" side.</source>
        <translation>먼저 추적을 실행하거나 여세요. 그것이 '이후' 쪽이 됩니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="745" />
        <source>Compare traces: %1 (before) and the current trace (after)</source>
        <translation>추적 비교: %1(이전)과 현재 추적(이후)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="755" />
        <source>Per file and call kind, processes merged: what the fix changed.</source>
        <translation>파일과 호출 종류별(프로세스는 합침): 수정으로 무엇이 바뀌었는지.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="765" />
        <location filename="../../ui/trace/tracepage.cpp" line="771" />
        <source>Save trace</source>
        <translation>추적 저장</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="766" />
        <source>iolens traces (*.iolens.json)</source>
        <translation>iolens 추적 (*.iolens.json)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="766" />
        <source>All files (*)</source>
        <translation>모든 파일 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="777" />
        <location filename="../../ui/trace/tracepage.cpp" line="782" />
        <source>Open trace</source>
        <translation>추적 열기</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="777" />
        <location filename="../../ui/trace/tracepage.cpp" line="788" />
        <source>iolens traces (*.json);;All files (*)</source>
        <translation>iolens 추적 (*.json);;모든 파일 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="788" />
        <source>Trace to compare against (before)</source>
        <translation>비교할 추적(이전)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepage.cpp" line="793" />
        <source>Compare traces</source>
        <translation>추적 비교</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepageexport.cpp" line="23" />
        <location filename="../../ui/trace/tracepageexport.cpp" line="38" />
        <source>There is no trace to export yet: trace a program or open a saved trace first.</source>
        <translation>내보낼 트레이스가 아직 없습니다: 프로그램을 트레이스하거나 저장한 트레이스를 여세요.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepageexport.cpp" line="37" />
        <location filename="../../ui/trace/tracepageexport.cpp" line="46" />
        <source>Export table</source>
        <translation>표 내보내기</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepageexport.cpp" line="42" />
        <source>Export CSV</source>
        <translation>CSV 내보내기</translation>
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
        <translation>그래프 내보내기</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepageexport.cpp" line="69" />
        <source>The %1 tab is not a plot. The plots are on the tabs %2.</source>
        <translation>%1 탭은 그래프가 아닙니다. 그래프 탭은 %2입니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracepageexport.cpp" line="75" />
        <source>PNG image (*.png);;PDF document (*.pdf)</source>
        <translation>PNG 이미지 (*.png);;PDF 문서 (*.pdf)</translation>
    </message>
<message>
        <location filename="../../ui/trace/argsplit.cpp" line="37" />
        <source>The arguments end with a lone backslash: nothing follows it to escape.</source>
        <translation>인수가 홀로 있는 백슬래시로 끝납니다. 그 뒤에 이스케이프할 문자가 없습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/argsplit.cpp" line="48" />
        <source>The arguments have a ' at position %1 that is never closed.</source>
        <translation>인수의 %1번째 글자인 '가 닫히지 않았습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/argsplit.cpp" line="68" />
        <source>The arguments have a " at position %1 that is never closed.</source>
        <translation>인수의 %1번째 글자인 "가 닫히지 않았습니다.</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TracePhasesPlot</name>
    <message>
        <location filename="../../ui/trace/tracephasesplot.cpp" line="38" />
        <source>Each bar is one file as one process saw it; each segment the time inside one kind of call. Time of all threads is summed. Click a bar to select its file.</source>
        <translation>각 막대는 한 프로세스가 본 파일 하나, 각 구간은 한 종류의 호출 안에서 쓴 시간입니다. 모든 스레드의 시간을 합했습니다. 막대를 누르면 그 파일을 고릅니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracephasesplot.cpp" line="55" />
        <source>The program made no file I/O calls that iolens could see.</source>
        <translation>이 프로그램은 iolens가 볼 수 있는 파일 I/O 호출을 하지 않았습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracephasesplot.cpp" line="56" />
        <source>Time in calls [ms]</source>
        <translation>호출 안의 시간 [ms]</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracephasesplot.cpp" line="121" />
        <source>File</source>
        <translation>파일</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracephasesplot.cpp" line="122" />
        <source>Time in calls [%1]</source>
        <translation>호출 안의 시간 [%1]</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracephasesplot.cpp" line="150" />
        <source>%1 in %2 calls</source>
        <translation>호출 %2회에 %1</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracephasesplot.cpp" line="162" />
        <source>%1: %2 pages (%3), time not measured</source>
        <translation>%1: %2페이지(%3), 시간은 측정하지 않음</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracephasesplot.cpp" line="168" />
        <source>%1: %2 calls, %3 (%4 %)</source>
        <translation>%1: %2회, %3(%4 %)</translation>
    </message>
<message>
        <location filename="../../ui/report/tracereportwriter.cpp" line="66" />
        <location filename="../../ui/trace/tracephasesplot.h" line="15" />
        <source>Phases</source>
        <translation>단계</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TracePlotView</name>
    <message>
        <location filename="../../ui/trace/traceplotview.cpp" line="38" />
        <source>Choose a program and press Run</source>
        <translation>프로그램을 고르고 '실행'을 누르세요</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TraceProcessModel</name>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="38" />
        <source>exited %1</source>
        <translation>종료 %1</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="40" />
        <source>killed by signal %1</source>
        <translation>시그널 %1로 강제 종료</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="40" />
        <source>ended without exit</source>
        <translation>exit 없이 끝남</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="42" />
        <source>execed</source>
        <translation>exec함</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="44" />
        <source>detached, running on</source>
        <translation>분리됨(실행은 계속)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="45" />
        <source>still running</source>
        <translation>실행 중</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="53" />
        <source>%1 in %2 calls</source>
        <translation>호출 %2회에 %1</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="62" />
        <source>Not known: the process did not exit, so the kernel's counts were not read.</source>
        <translation>알 수 없습니다. 프로세스가 exit하지 않아 커널의 수치를 읽지 못했습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="64" />
        <source>What the kernel counted (/proc/PID/io) that iolens did not see:</source>
        <translation>커널이 셌지만(/proc/PID/io) iolens가 보지 못한 것:</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="65" />
        <source>%1 read by %2 system calls, %3 written by %4 system calls</source>
        <translation>시스템 호출 %2번으로 %1 읽기, 시스템 호출 %4번으로 %3 쓰기</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="70" />
        <source>Likely:</source>
        <translation>가능한 이유:</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="73" />
        <source>stdio buffers larger than iolens allows for (setvbuf, a file system's large block size)</source>
        <translation>iolens가 예상하는 것보다 큰 stdio 버퍼(setvbuf, 파일 시스템의 큰 블록 크기)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="75" />
        <source>threads the trace file had no room for</source>
        <translation>트레이스 파일에 자리가 없던 스레드</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="77" />
        <source>the call a signal ended it in, which never returned to iolens</source>
        <translation>시그널로 끝날 때 실행 중이던 호출(iolens로 돌아오지 않은 것)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="77" />
        <source>system calls made past libc's wrappers: syscall(2), inline assembly, libc's internal reads, a statically linked library</source>
        <translation>libc 래퍼를 거치지 않은 시스템 호출: syscall(2), 인라인 어셈블리, libc 내부 읽기, 정적으로 링크된 라이브러리</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="77" />
        <source>it made no record of its own (a vfork child whose exec failed, a program iolens cannot enter, or a child ended before its first traced call): its parent told how it ended</source>
        <translation>자체 기록을 남기지 않았습니다(exec에 실패한 vfork 자식, iolens가 들어갈 수 없는 프로그램, 첫 추적 대상 호출 전에 끝난 자식). 끝난 방식은 부모 프로세스가 기록했습니다</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="77" />
        <source>It made no record of its own: its traced parent, which reaped it, told how it ended, with the kernel's counts. Its command is its name as the kernel keeps it.</source>
        <translation>자체 기록을 남기지 않았습니다. 끝난 방식은 이 프로세스를 회수한 추적 대상 부모 프로세스가 커널의 값과 함께 기록했습니다. 명령은 커널이 보관하는 이름입니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="129" />
        <source>Page faults that read their page from storage (the kernel's count, /proc/PID/stat): pages of mapped files not in the page cache, or of the program's code. %1 minor faults found their page in memory.</source>
        <translation>페이지를 저장 장치에서 읽어 온 페이지 폴트(커널의 집계, /proc/PID/stat): 페이지 캐시에 없던 매핑된 파일의 페이지나 프로그램 코드의 페이지입니다. 마이너 폴트 %1회는 페이지가 메모리에 있었습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="133" />
        <source>Not known: the process did not exit, so its page faults were not read.</source>
        <translation>알 수 없음: 프로세스가 종료하지 않아 페이지 폴트를 읽지 못했습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="137" />
        <source>As the kernel counted them (/proc/PID/io), stdio's internal reads and writes included</source>
        <translation>커널이 센 값(/proc/PID/io). stdio 내부의 읽기·쓰기도 포함합니다</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="146" />
        <source>%1, less those of the children it reaped, which the kernel adds to a parent's (%2 read and %3 write system calls with them)</source>
        <translation>%1. 이 프로세스가 회수한 자식 프로세스의 몫은 뺐습니다(커널은 자식의 값을 부모에 더합니다. 자식을 포함하면 read %2회, write %3회)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="179" />
        <source>Process</source>
        <translation>프로세스</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="181" />
        <source>Parent</source>
        <translation>부모</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="183" />
        <source>Command</source>
        <translation>명령</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="185" />
        <source>End</source>
        <translation>끝난 방식</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="187" />
        <source>Wall time</source>
        <translation>경과 시간</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="189" />
        <source>In I/O calls</source>
        <translation>I/O 호출 안</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="191" />
        <source>I/O share</source>
        <translation>I/O 비율</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="193" />
        <source>Read system calls</source>
        <translation>read 시스템 호출</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="195" />
        <source>Write system calls</source>
        <translation>write 시스템 호출</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="197" />
        <source>Unseen I/O</source>
        <translation>보이지 않은 I/O</translation>
    </message>
    <message>
        <location filename="../../ui/trace/traceprocessmodel.cpp" line="199" />
        <source>Major page faults</source>
        <translation>메이저 페이지 폴트</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TraceSiteModel</name>
    <message>
        <location filename="../../ui/trace/tracesitemodel.cpp" line="108" />
        <source>Call site</source>
        <translation>호출 위치</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracesitemodel.cpp" line="110" />
        <source>Process</source>
        <translation>프로세스</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracesitemodel.cpp" line="112" />
        <source>Calls</source>
        <translation>호출</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracesitemodel.cpp" line="114" />
        <source>Time</source>
        <translation>시간</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracesitemodel.cpp" line="116" />
        <source>Bytes</source>
        <translation>바이트</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracesitemodel.cpp" line="118" />
        <source>Calls by kind</source>
        <translation>종류별 호출</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TraceSizePlot</name>
    <message>
        <location filename="../../ui/trace/tracesizeplot.cpp" line="18" />
        <source>Bytes moved per call, in power-of-two buckets: a bar in 1 means one-byte calls, the costliest way to move data. The count axis is logarithmic.</source>
        <translation>호출 한 번에 옮긴 바이트 수(2의 거듭제곱 구간). 1의 막대는 1바이트씩 하는 호출로, 데이터를 옮기는 가장 비싼 방법입니다. 횟수 축은 로그 눈금입니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracesizeplot.cpp" line="26" />
        <source>Bytes per call</source>
        <translation>호출당 바이트</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracesizeplot.cpp" line="27" />
        <source>Calls (logarithmic)</source>
        <translation>호출 수(로그)</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracesizeplot.cpp" line="45" />
        <source>Select a file in the table to see its call sizes.</source>
        <translation>표에서 파일을 고르면 그 호출 크기를 보여 줍니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracesizeplot.cpp" line="60" />
        <source>No call on this file moved data (only opens, stats or closes).</source>
        <translation>이 파일에서는 데이터를 옮긴 호출이 없습니다(열기, stat, 닫기만).</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracesizeplot.cpp" line="103" />
        <source>%1: %2 calls</source>
        <translation>%1: %2회</translation>
    </message>
<message>
        <location filename="../../ui/trace/tracesizeplot.h" line="16" />
        <source>Call sizes</source>
        <translation>호출 크기</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TraceStacks</name>
    <message>
        <location filename="../../ui/trace/tracestacks.cpp" line="47" />
        <source>This trace has no call stacks.</source>
        <translation>이 트레이스에는 호출 스택이 없습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracestacks.cpp" line="52" />
        <source>Stacks are sampled: the first %1 calls of each file, call kind and call site, then 1 in %2 (1 in %3 for stdio calls), and every call of %4 or more; each sample stands for the calls since the one before it, so the widths add up to the measured totals.</source>
        <translation>스택은 샘플링입니다: 파일, 호출 종류, 호출 위치마다 처음 %1번, 그 뒤로는 %2번에 1번(stdio 호출은 %3번에 1번), 그리고 %4 이상 걸린 호출은 모두. 각 샘플은 앞 샘플 이후의 호출을 대표하므로 너비의 합은 측정한 합계와 같습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracestacks.cpp" line="60" />
        <source>Past a thread's first 4,096 first-call samples, 1 in 64 further first calls is sampled: %1 calls on files left without a sample are drawn with stacks sampled at the same call site on other files.</source>
        <translation>스레드가 첫 호출 샘플을 4,096개 받은 뒤에는 이후의 첫 호출을 64번에 1번만 샘플링합니다. 샘플이 없는 파일에서의 호출 %1번은 같은 호출 위치에서 다른 파일에 대해 샘플링된 스택으로 그립니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracestacks.cpp" line="67" />
        <source>%1 calls have no stored sample and are not drawn.</source>
        <translation>호출 %1번은 저장된 샘플이 없어 그려지지 않았습니다.</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TraceTimelinePlot</name>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="26" />
        <source>Reset zoom</source>
        <translation>확대 초기화</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="27" />
        <source>Only the selected file</source>
        <translation>선택한 파일만</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="53" />
        <source>Time since the program started [ms]</source>
        <translation>프로그램 시작 후 시간 [ms]</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="56" />
        <source>This trace kept no events for the time line.</source>
        <translation>이 추적에는 타임라인용 이벤트가 없습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="96" />
        <source>%1 thread %2</source>
        <translation>%1 스레드 %2</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="159" />
        <source>stopwatch zone</source>
        <translation>스톱워치 구간</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="182" />
        <source>Process and thread</source>
        <translation>프로세스와 스레드</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="185" />
        <source>Time since the program started [%1]</source>
        <translation>프로그램 시작 후 시간 [%1]</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="196" />
        <source>One lane per thread; each interval is a run of calls of one kind on one file, each beginning where the one before ended (a thread's runs on two files may overlap in time: they then share the lane's height). The dashed line is the program's wall time.</source>
        <translation>스레드마다 레인 하나. 각 구간은 한 파일에 대한 같은 종류 호출의 연속으로, 각 호출은 앞 호출이 끝난 위치에서 시작합니다(한 스레드의 두 파일에 대한 연속은 시간이 겹칠 수 있으며, 그때는 레인의 높이를 나눠 씁니다). 점선은 프로그램의 경과 시간입니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="201" />
        <source>%1 events not kept: the threads' event logs were full; their calls are in the totals.</source>
        <translation>이벤트 %1개는 보관하지 않았습니다. 스레드의 이벤트 기록이 가득 찼습니다. 그 호출은 합계에는 들어 있습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="221" />
        <source>&lt;b&gt;zone %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;구간 %1&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="222" />
        <source>&lt;b&gt;%1 × %2&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1 × %2&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracetimelineplot.cpp" line="226" />
        <source>%1 from %2</source>
        <translation>%2부터 %1</translation>
    </message>
<message>
        <location filename="../../ui/trace/tracetimelineplot.h" line="22" />
        <source>Time line</source>
        <translation>타임라인</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TraceZoneModel</name>
    <message>
        <location filename="../../ui/trace/tracezonemodel.cpp" line="76" />
        <source>%1 of %2</source>
        <translation>%2의 %1</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracezonemodel.cpp" line="137" />
        <source>Zone</source>
        <translation>구간</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracezonemodel.cpp" line="139" />
        <source>Process</source>
        <translation>프로세스</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracezonemodel.cpp" line="141" />
        <source>Times</source>
        <translation>횟수</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracezonemodel.cpp" line="143" />
        <source>Time</source>
        <translation>시간</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracezonemodel.cpp" line="145" />
        <source>In I/O calls</source>
        <translation>I/O 호출 안</translation>
    </message>
    <message>
        <location filename="../../ui/trace/tracezonemodel.cpp" line="147" />
        <source>Of which</source>
        <translation>그중</translation>
    </message>
</context>
<context>
    <name>iolens::ui::UserCodeBar</name>
    <message>
        <location filename="../../ui/trace/usercodebar.cpp" line="15" />
        <source>Count as before</source>
        <translation>원래대로 세기</translation>
    </message>
    <message>
        <location filename="../../ui/trace/usercodebar.cpp" line="19" />
        <source>Only the rules decide again which code is yours: the program and its own libraries, not the system's libraries and runtimes</source>
        <translation>어떤 코드가 내 것인지 다시 규칙만으로 정합니다: 프로그램과 그 자체 라이브러리이며, 시스템 라이브러리나 런타임은 아닙니다</translation>
    </message>
    <message>
        <location filename="../../ui/trace/usercodebar.cpp" line="37" />
        <source>Also counted as your code: %1. The findings name lines there.</source>
        <translation>내 코드로도 세는 것: %1. 발견은 그곳의 줄을 가리킵니다.</translation>
    </message>
</context>
<context>
    <name>iolens::ui::Presets</name>
    <message>
        <location filename="../../ui/presets.cpp" line="42" />
        <source>Article 000: copying a file</source>
        <translation>글 000: 파일 복사</translation>
    </message>
    <message>
        <location filename="../../ui/presets.cpp" line="46" />
        <source>Article 002: reading text</source>
        <translation>글 002: 텍스트 읽기</translation>
    </message>
    <message>
        <location filename="../../ui/presets.cpp" line="50" />
        <source>Article 001: parallel line reading</source>
        <translation>글 001: 병렬 줄 읽기</translation>
    </message>
    <message>
        <location filename="../../ui/presets.cpp" line="53" />
        <source>Article 004: the CSV merge</source>
        <translation>글 004: CSV 병합</translation>
    </message>
    <message>
        <location filename="../../ui/presets.cpp" line="57" />
        <source>Article 002: watching a file</source>
        <translation>글 002: 파일 변경 감지</translation>
    </message>
    <message>
        <location filename="../../ui/presets.cpp" line="59" />
        <source>Article 004: server round trips</source>
        <translation>글 004: 서버 왕복</translation>
    </message>
    <message>
        <location filename="../../ui/presets.cpp" line="62" />
        <source>Reference tools: cp, cat, dd, wc, fio</source>
        <translation>기준 도구: cp, cat, dd, wc, fio</translation>
    </message>
    <message>
        <location filename="../../ui/presets.cpp" line="66" />
        <source>The articles' Java next to C++</source>
        <translation>글의 Java와 C++ 비교</translation>
    </message>
    <message>
        <location filename="../../ui/presets.cpp" line="72" />
        <source>Kernel copies</source>
        <translation>커널 복사</translation>
    </message>
    <message>
        <location filename="../../ui/presets.cpp" line="76" />
        <source>Everything fast</source>
        <translation>빠른 것 전부</translation>
    </message>
</context>
<context>
    <name>iolens::ui::Session</name>
    <message>
        <location filename="../../ui/session.cpp" line="27" />
        <source>Cannot write the session '%1': %2.</source>
        <translation>세션 '%1'을(를) 쓸 수 없습니다: %2.</translation>
    </message>
    <message>
        <location filename="../../ui/session.cpp" line="38" />
        <source>'%1' is not a regular file, so it cannot be an iolens session.</source>
        <translation>'%1'은(는) 일반 파일이 아니므로 iolens 세션일 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/session.cpp" line="45" />
        <source>'%1' is too large to be an iolens session (%2; the limit is %3).</source>
        <translation>'%1'은(는) iolens 세션으로는 너무 큽니다(%2, 한도는 %3).</translation>
    </message>
    <message>
        <location filename="../../ui/session.cpp" line="54" />
        <source>Cannot open the session '%1': %2.</source>
        <translation>세션 '%1'을(를) 열 수 없습니다: %2.</translation>
    </message>
    <message>
        <location filename="../../ui/session.cpp" line="64" />
        <source>'%1' is not a valid iolens session: %2</source>
        <translation>'%1'은(는) 올바른 iolens 세션이 아닙니다: %2</translation>
    </message>
</context>
<context>
    <name>iolens::ui::TracePageHost</name>
    <message>
        <location filename="../../ui/tracepagehost.h" line="19" />
        <source>Trace a program</source>
        <translation>프로그램 추적</translation>
    </message>
    <message>
        <location filename="../../ui/tracepagehost.h" line="20" />
        <source>Run your own program and see where its I/O time goes</source>
        <translation>자신의 프로그램을 실행하고 I/O 시간이 어디에 쓰이는지 봅니다</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../../app/gui/main.cpp" line="171" />
        <source>Desktop I/O profiler: where does the I/O time go?</source>
        <translation>데스크톱 I/O 프로파일러: I/O 시간은 어디에 쓰이는가?</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="175" />
        <source>The file to run strategies on, or a saved session or trace to open.</source>
        <translation>전략을 실행할 파일, 또는 열 저장된 세션이나 추적.</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="177" />
        <source>Check the strategies of a preset, e.g. "Article 000: copying a file".</source>
        <translation>프리셋의 전략을 선택합니다(예: "Article 000: copying a file").</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="179" />
        <source>Start a run at once.</source>
        <translation>바로 실행을 시작합니다.</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="181" />
        <source>After the run, save a PNG of the window per plot tab into DIR and quit.</source>
        <translation>실행 후 그래프 탭마다 창의 PNG를 DIR에 저장하고 종료합니다.</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="184" />
        <source>Read and write settings in this ini file instead of the user's.</source>
        <translation>사용자 설정 대신 이 ini 파일에서 설정을 읽고 씁니다.</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="187" />
        <source>After the run, select this strategy (for --screenshot).</source>
        <translation>실행 후 이 전략을 선택합니다(--screenshot 용).</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="190" />
        <source>After the run, also run the CSV-merge scenario with N iterations (for --screenshot).</source>
        <translation>실행 후 CSV 병합 시나리오도 N번 반복으로 실행합니다(--screenshot 용).</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="194" />
        <source>After the run, also run the default buffer sweep (for --screenshot).</source>
        <translation>실행 후 기본 버퍼 스윕도 실행합니다(--screenshot 용).</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="196" />
        <source>Show the Trace page and trace this command (split like a shell would).</source>
        <translation>추적 페이지를 보여 주고 이 명령을 추적합니다(셸처럼 나눕니다).</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="199" />
        <source>Show the Course page at this step, e.g. 000.bulk (with --screenshot: run it with the first prediction, save it and its chapter's summary, and quit).</source>
        <translation>코스 페이지를 이 단계에서 보여 줍니다(예: 000.bulk). --screenshot과 함께 쓰면 첫 번째 예측으로 실행하고, 그 화면과 장의 요약을 저장한 뒤 종료합니다.</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="204" />
        <source>Show the Trace page with Attach to process… open and this process chosen (with --screenshot: save the dialog, record the process for 2 s, save the trace's tabs and quit).</source>
        <translation>트레이스 페이지에서 '프로세스에 연결…'을 열고 이 프로세스를 선택합니다(--screenshot과 함께면: 대화 상자를 저장하고, 프로세스를 2초 기록하고, 트레이스 탭을 저장한 뒤 종료).</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="209" />
        <source>Use a dark palette (Fusion style).</source>
        <translation>어두운 팔레트를 사용합니다 (Fusion 스타일).</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="241" />
        <source>Removed a directory left by an iolens run that ended without cleaning up (%1 freed): %2.</source>
        <translation>정리하지 않고 끝난 iolens 실행이 남긴 디렉터리를 삭제했습니다(%1 확보): %2.</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="244" />
        <source>Removed %1 directories left by iolens runs that ended without cleaning up (%2 freed): %3.</source>
        <translation>정리하지 않고 끝난 iolens 실행이 남긴 디렉터리 %1개를 삭제했습니다(%2 확보): %3.</translation>
    </message>
</context>
</TS>