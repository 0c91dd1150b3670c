<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en_US">
<context>
    <name>Course</name>
    <message numerus="yes">
        <location filename="../../core/course/courseanswer.cpp" line="358" />
        <source>%1 took %2 as long as %3 on this machine (medians %4 against %5, %n runs each).</source>
        <translation><numerusform>%1 took %2 as long as %3 on this machine (medians %4 against %5, %n run each).</numerusform><numerusform>%1 took %2 as long as %3 on this machine (medians %4 against %5, %n runs each).</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/course/courseanswer.cpp" line="413" />
        <source>Fastest here: %1, median %2 (%3 MiB/s, MiB = 2^20 bytes) over %n runs; the runner-up %4 took %5 as long.</source>
        <translation><numerusform>Fastest here: %1, median %2 (%3 MiB/s, MiB = 2^20 bytes) over %n run; the runner-up %4 took %5 as long.</numerusform><numerusform>Fastest here: %1, median %2 (%3 MiB/s, MiB = 2^20 bytes) over %n runs; the runner-up %4 took %5 as long.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/course/courseanswer.cpp" line="426" />
        <source>The runs of %1 and %2 are apart: a rank test (Mann–Whitney) of their %n runs each gives a %3 chance of runs this far apart if they did not differ, within the 1 % the course asks for.</source>
        <translation><numerusform>The runs of %1 and %2 are apart: a rank test (Mann–Whitney) of their %n run each gives a %3 chance of runs this far apart if they did not differ, within the 1 % the course asks for.</numerusform><numerusform>The runs of %1 and %2 are apart: a rank test (Mann–Whitney) of their %n runs each gives a %3 chance of runs this far apart if they did not differ, within the 1 % the course asks for.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/course/courseanswer.cpp" line="432" />
        <source>%1 cannot be told from %2 in %n runs each: a rank test (Mann–Whitney) gives a %3 chance of runs this far apart if they did not differ, above the 1 % the course asks for. This run does not settle which is faster; run the step again.</source>
        <translation><numerusform>%1 cannot be told from %2 in %n run each: a rank test (Mann–Whitney) gives a %3 chance of runs this far apart if they did not differ, above the 1 % the course asks for. This run does not settle which is faster; run the step again.</numerusform><numerusform>%1 cannot be told from %2 in %n runs each: a rank test (Mann–Whitney) gives a %3 chance of runs this far apart if they did not differ, above the 1 % the course asks for. This run does not settle which is faster; run the step again.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/course/coursecatalogue.cpp" line="172" />
        <source>read.parallel used %n threads here, one per hardware thread of this machine; the article's Core i7 had more. A split can be no faster than the cores that run its parts.</source>
        <translation><numerusform>read.parallel used %n thread here, one per hardware thread of this machine; the article's Core i7 had more. A split can be no faster than the cores that run its parts.</numerusform><numerusform>read.parallel used %n threads here, one per hardware thread of this machine; the article's Core i7 had more. A split can be no faster than the cores that run its parts.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/course/coursecatalogue.cpp" line="176" />
        <source>The gap is more than %n threads can give. read.mmap, the same newline scan on one thread, took %1 as long as read.parallel: that is what the threads gave. read.getline-istream took %2 as long as read.mmap, both on one thread: that is its own work, a string built and copied for every line. The article's two readers both decoded every line into a String, so its 2.5× was the threads alone.</source>
        <translation><numerusform>The gap is more than %n thread can give. read.mmap, the same newline scan on one thread, took %1 as long as read.parallel: that is what the threads gave. read.getline-istream took %2 as long as read.mmap, both on one thread: that is its own work, a string built and copied for every line. The article's two readers both decoded every line into a String, so its 2.5× was the threads alone.</numerusform><numerusform>The gap is more than %n threads can give. read.mmap, the same newline scan on one thread, took %1 as long as read.parallel: that is what the threads gave. read.getline-istream took %2 as long as read.mmap, both on one thread: that is its own work, a string built and copied for every line. The article's two readers both decoded every line into a String, so its 2.5× was the threads alone.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/course/coursecatalogue.cpp" line="206" />
        <source>read.parallel ran %n threads here, one per hardware thread, and took %1 as long as the fastest, %2. The article's parallel stream won against a sequential reader that decoded every line into a String; its analogue here, read.getline-istream, took %3 as long as %2 in the same run. A single thread that scans a buffer or a mapping for newlines leaves little for more threads to split.</source>
        <translation><numerusform>read.parallel ran %n thread here, one per hardware thread, and took %1 as long as the fastest, %2. The article's parallel stream won against a sequential reader that decoded every line into a String; its analogue here, read.getline-istream, took %3 as long as %2 in the same run. A single thread that scans a buffer or a mapping for newlines leaves little for more threads to split.</numerusform><numerusform>read.parallel ran %n threads here, one per hardware thread, and took %1 as long as the fastest, %2. The article's parallel stream won against a sequential reader that decoded every line into a String; its analogue here, read.getline-istream, took %3 as long as %2 in the same run. A single thread that scans a buffer or a mapping for newlines leaves little for more threads to split.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/course/coursepage.cpp" line="425" />
        <source>This step traces article 004's program (%Ln iterations) and reads its stopwatches and calls.</source>
        <translation><numerusform>This step traces article 004's program (%Ln iteration) and reads its stopwatches and calls.</numerusform><numerusform>This step traces article 004's program (%Ln iterations) and reads its stopwatches and calls.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/course/coursepage.cpp" line="430" />
        <source>This step runs %1 strategies on a file of %2, %n repetitions each.</source>
        <translation><numerusform>This step runs %1 strategies on a file of %2, %n repetition each.</numerusform><numerusform>This step runs %1 strategies on a file of %2, %n repetitions each.</numerusform></translation>
    </message>
</context>
</TS>