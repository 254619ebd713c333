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
        <source>%n finished</source>
        <translation>
            <numerusform>%n finished</numerusform>
            <numerusform>%n finished</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n event</numerusform>
            <numerusform>%n events</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n building block(s) left</source>
        <translation>
            <numerusform>%n building block left</numerusform>
            <numerusform>%n building blocks left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Site</name>
    <message numerus="yes">
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n action</numerusform>
            <numerusform>%n actions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n écu(s)</source>
        <translation>
            <numerusform>%n écu</numerusform>
            <numerusform>%n écus</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message numerus="yes">
        <source>Buildings on offer — %n left in the deck</source>
        <translation>
            <numerusform>Buildings on offer — %n left in the deck</numerusform>
            <numerusform>Buildings on offer — %n left in the deck</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Workers on offer — %n left in the deck</source>
        <translation>
            <numerusform>Workers on offer — %n left in the deck</numerusform>
            <numerusform>Workers on offer — %n left in the deck</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n action</numerusform>
            <numerusform>%n actions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take %1 écus for %n action(s)</source>
        <translation>
            <numerusform>Take %1 écus for %n action</numerusform>
            <numerusform>Take %1 écus for %n actions</numerusform>
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
