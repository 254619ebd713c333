<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
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
