<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en_US">
<context>
    <name>Course</name>
    <message numerus="yes">
        <location filename="../../core/course/courseanswer.cpp" line="275" />
        <source>%1 took %2 as long as %3 on this machine (medians %4 against %5, %n runs each).</source>
        <translation><numerusform>%1 took %2 as long as %3 on this machine (medians %4 against %5, %n run each).</numerusform><numerusform>%1 took %2 as long as %3 on this machine (medians %4 against %5, %n runs each).</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/course/courseanswer.cpp" line="316" />
        <source>Fastest here: %1, median %2 (%3 MiB/s, MiB = 2^20 bytes) over %n runs; the runner-up %4 took %5 as long.</source>
        <translation><numerusform>Fastest here: %1, median %2 (%3 MiB/s, MiB = 2^20 bytes) over %n run; the runner-up %4 took %5 as long.</numerusform><numerusform>Fastest here: %1, median %2 (%3 MiB/s, MiB = 2^20 bytes) over %n runs; the runner-up %4 took %5 as long.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/course/coursecatalogue.cpp" line="148" />
        <source>read.parallel used %n threads here, one per hardware thread of this machine; the article's Core i7 had more. A split can be no faster than the cores that run its parts.</source>
        <translation><numerusform>read.parallel used %n thread here, one per hardware thread of this machine; the article's Core i7 had more. A split can be no faster than the cores that run its parts.</numerusform><numerusform>read.parallel used %n threads here, one per hardware thread of this machine; the article's Core i7 had more. A split can be no faster than the cores that run its parts.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/course/coursecatalogue.cpp" line="171" />
        <source>read.parallel ran %n threads here, one per hardware thread, and took %1 as long as the fastest, %2. The article's parallel stream won against a sequential reader that decoded every line into a String; its analogue here, read.getline-istream, took %3 as long as %2 in the same run. A single thread that scans a buffer or a mapping for newlines leaves little for more threads to split.</source>
        <translation><numerusform>read.parallel ran %n thread here, one per hardware thread, and took %1 as long as the fastest, %2. The article's parallel stream won against a sequential reader that decoded every line into a String; its analogue here, read.getline-istream, took %3 as long as %2 in the same run. A single thread that scans a buffer or a mapping for newlines leaves little for more threads to split.</numerusform><numerusform>read.parallel ran %n threads here, one per hardware thread, and took %1 as long as the fastest, %2. The article's parallel stream won against a sequential reader that decoded every line into a String; its analogue here, read.getline-istream, took %3 as long as %2 in the same run. A single thread that scans a buffer or a mapping for newlines leaves little for more threads to split.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/course/coursepage.cpp" line="354" />
        <source>This step traces article 004's program (%n iterations) and reads its stopwatches and calls.</source>
        <translation><numerusform>This step traces article 004's program (%n iteration) and reads its stopwatches and calls.</numerusform><numerusform>This step traces article 004's program (%n iterations) and reads its stopwatches and calls.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/course/coursepage.cpp" line="359" />
        <source>This step runs %1 strategies on a %2 file, %n repetitions each.</source>
        <translation><numerusform>This step runs %1 strategies on a %2 file, %n repetition each.</numerusform><numerusform>This step runs %1 strategies on a %2 file, %n repetitions each.</numerusform></translation>
    </message>
</context>
</TS>