<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Board</name>
    <message numerus="yes">
        <source>%n new contract(s) this round</source>
        <translation>
            <numerusform>%n new contract this round</numerusform>
            <numerusform>%n new contracts this round</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message numerus="yes">
        <source>Economy: {card}, %n new contract(s).</source>
        <translation>
            <numerusform>Economy: {card}, %n new contract.</numerusform>
            <numerusform>Economy: {card}, %n new contracts.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlanPanel</name>
    <message numerus="yes">
        <source>Build plan: %n section(s) will be built</source>
        <translation>
            <numerusform>Build plan: %n section will be built</numerusform>
            <numerusform>Build plan: %n sections will be built</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message numerus="yes">
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n event</numerusform>
            <numerusform>%n events</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message numerus="yes">
        <source>this section takes exactly %n worker(s)</source>
        <translation>
            <numerusform>this section takes exactly %n worker</numerusform>
            <numerusform>this section takes exactly %n workers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>needs %n more worker(s)</source>
        <translation>
            <numerusform>needs %n more worker</numerusform>
            <numerusform>needs %n more workers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a section of contract %1 needs exactly %n worker(s)</source>
        <translation>
            <numerusform>a section of contract %1 needs exactly %n worker</numerusform>
            <numerusform>a section of contract %1 needs exactly %n workers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message numerus="yes">
        <source>Replay of %n action(s)</source>
        <translation>
            <numerusform>Replay of %n action</numerusform>
            <numerusform>Replay of %n actions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WorkerDeck</name>
    <message numerus="yes">
        <source>%n card(s) left in this deck</source>
        <translation>
            <numerusform>%n card left in this deck</numerusform>
            <numerusform>%n cards left in this deck</numerusform>
        </translation>
    </message>
</context>
</TS>
