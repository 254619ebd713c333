<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>ActionBar</name>
    <message>
        <source>Skip ▸▸</source>
        <translation>Accélérer ▸▸</translation>
    </message>
    <message>
        <source>Show the computer players&apos; moves at once (S)</source>
        <translation>Montrer tout de suite les coups des ordinateurs (S)</translation>
    </message>
    <message>
        <source>Hire a worker from the decks on the left.</source>
        <translation>Recrutez un ouvrier dans les paquets à gauche.</translation>
    </message>
    <message>
        <source>Worker to fire</source>
        <translation>Ouvrier à licencier</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Licencier</translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <translation>Passer (P)</translation>
    </message>
    <message>
        <source>Contract %1, opening bid:</source>
        <translation>Contrat %1, enchère initiale :</translation>
    </message>
    <message>
        <source>Click a contract on display.</source>
        <translation>Cliquez sur un contrat exposé.</translation>
    </message>
    <message>
        <source>Open auction ⏎</source>
        <translation>Ouvrir l&apos;enchère ⏎</translation>
    </message>
    <message>
        <source>Decline (P)</source>
        <translation>Renoncer (P)</translation>
    </message>
    <message>
        <source>Raise ⏎</source>
        <translation>Surenchérir ⏎</translation>
    </message>
    <message>
        <source>Play this event</source>
        <translation>Jouer cet événement</translation>
    </message>
    <message>
        <source>Worker and borrower</source>
        <translation>Ouvrier et locataire</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>Proposer</translation>
    </message>
    <message>
        <source>Done lending (P)</source>
        <translation>Fin des locations (P)</translation>
    </message>
    <message>
        <source>Accept ⏎</source>
        <translation>Accepter ⏎</translation>
    </message>
    <message>
        <source>Refuse (P)</source>
        <translation>Refuser (P)</translation>
    </message>
    <message>
        <source>Small loan: receive %1, repay %2</source>
        <translation>Petit prêt : %1 (à rembourser %2)</translation>
    </message>
    <message>
        <source>Large loan: receive %1, repay %2</source>
        <translation>Grand prêt : %1 (à rembourser %2)</translation>
    </message>
    <message>
        <source>Trade… (T)</source>
        <translation>Échanger… (T)</translation>
    </message>
</context>
<context>
    <name>AuctionBar</name>
    <message>
        <source>Auction: %1 (price %2)</source>
        <translation>Enchères : %1 (prix %2)</translation>
    </message>
    <message>
        <source>Highest bid: %1 by %2</source>
        <translation>Meilleure offre : %1 par %2</translation>
    </message>
    <message>
        <source>No bid yet: bids open at %1.</source>
        <translation>Aucune offre : les enchères commencent à %1.</translation>
    </message>
    <message>
        <source>Bid ⏎</source>
        <translation>Enchérir ⏎</translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <translation>Passer (P)</translation>
    </message>
</context>
<context>
    <name>Bat</name>
    <message>
        <source>stone</source>
        <translation>pierre</translation>
    </message>
    <message>
        <source>wood</source>
        <translation>bois</translation>
    </message>
    <message>
        <source>knowledge</source>
        <translation>savoir</translation>
    </message>
    <message>
        <source>tile</source>
        <translation>tuile</translation>
    </message>
    <message>
        <source>S</source>
        <comment>stone</comment>
        <translation>P</translation>
    </message>
    <message>
        <source>W</source>
        <comment>wood</comment>
        <translation>B</translation>
    </message>
    <message>
        <source>K</source>
        <comment>knowledge</comment>
        <translation>S</translation>
    </message>
    <message>
        <source>T</source>
        <comment>tile</comment>
        <translation>T</translation>
    </message>
    <message>
        <source>%1, you have %n free action left: open a site, recruit, send a worker to a site or take écus.</source>
        <translation>%1, il vous reste %n action gratuite : ouvrez un chantier, recrutez, envoyez travailler un ouvrier ou prenez des écus.</translation>
    </message>
    <message>
        <source>%1, you have %n free actions left: open a site, recruit, send a worker to a site or take écus.</source>
        <translation>%1, il vous reste %n actions gratuites : ouvrez un chantier, recrutez, envoyez travailler un ouvrier ou prenez des écus.</translation>
    </message>
    <message>
        <source>The first builder of the kingdom</source>
        <translation>Le Premier Bâtisseur du Royaume</translation>
    </message>
    <message>
        <source>Écus</source>
        <translation>Écus</translation>
    </message>
    <message>
        <source>Écus at the end of each round</source>
        <translation>Écus à la fin de chaque manche</translation>
    </message>
    <message>
        <source>Opening %1 turns up a new card from the deck, which no undo takes back: do it again to confirm (Settings can turn this question off).</source>
        <translation>Ouvrir %1 retourne une nouvelle carte de la pioche, ce qu&apos;aucune annulation ne reprend : refaites le geste pour confirmer (les Réglages peuvent supprimer cette question).</translation>
    </message>
    <message>
        <source>Recruiting %1 turns up a new card from the deck, which no undo takes back: do it again to confirm (Settings can turn this question off).</source>
        <translation>Recruter %1 retourne une nouvelle carte de la pioche, ce qu&apos;aucune annulation ne reprend : refaites le geste pour confirmer (les Réglages peuvent supprimer cette question).</translation>
    </message>
    <message>
        <source>%1, your free actions are spent: buy another for %2 écus, or end your turn.</source>
        <translation>%1, vos actions gratuites sont utilisées : achetez-en une autre pour %2 écus, ou finissez votre tour.</translation>
    </message>
    <message>
        <source>Open a site first: workers are sent to your sites.</source>
        <translation>Ouvrez d&apos;abord un chantier : les ouvriers sont envoyés sur vos chantiers.</translation>
    </message>
    <message>
        <source>Choose a worker of your team first, then the site.</source>
        <translation>Choisissez d&apos;abord un ouvrier de votre équipe, puis le chantier.</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Round %1</source>
        <translation>Manche %1</translation>
    </message>
    <message>
        <source>Last round</source>
        <translation>Dernière manche</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>À %1 de jouer</translation>
    </message>
    <message>
        <source>free actions</source>
        <translation>actions gratuites</translation>
    </message>
    <message>
        <source>%n available worker</source>
        <translation>%n ouvrier disponible</translation>
    </message>
    <message>
        <source>%n available workers</source>
        <translation>%n ouvriers disponibles</translation>
    </message>
    <message>
        <source>+%n section</source>
        <translation>+%n section</translation>
    </message>
    <message>
        <source>+%n sections</source>
        <translation>+%n sections</translation>
    </message>
    <message>
        <source>Last round&apos;s event</source>
        <translation>Événement de la manche précédente</translation>
    </message>
    <message>
        <source>Event of the round</source>
        <translation>Événement de la manche</translation>
    </message>
    <message>
        <source>%n new contract this round</source>
        <translation>%n nouveau contrat cette manche</translation>
    </message>
    <message>
        <source>%n new contracts this round</source>
        <translation>%n nouveaux contrats cette manche</translation>
    </message>
    <message>
        <source>Decks: %1 contracts, %2 events, %3 economic</source>
        <translation>Paquets : %1 contrats, %2 événements, %3 économie</translation>
    </message>
    <message>
        <source>No contract on display.</source>
        <translation>Aucun contrat exposé.</translation>
    </message>
    <message>
        <source>Economy</source>
        <translation>Économie</translation>
    </message>
</context>
<context>
    <name>BoardBar</name>
    <message>
        <source>Computer players&apos; speed</source>
        <translation>Vitesse des ordinateurs</translation>
    </message>
    <message>
        <source>How fast computer players&apos; moves are shown (right: instant)</source>
        <translation>Vitesse d&apos;affichage des coups des ordinateurs (à droite : immédiat)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Take back your last action (Ctrl+Z)</source>
        <translation>Annuler votre dernière action (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>Hint: what the Hard player would do now, and why (H)</source>
        <translation>Conseil : ce que ferait le joueur difficile maintenant, et pourquoi (H)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Accueil</translation>
    </message>
</context>
<context>
    <name>BoardSquare</name>
    <message>
        <source>Monopoly Builder</source>
        <translation>Monopoly Builder</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Banque</translation>
    </message>
</context>
<context>
    <name>Building</name>
    <message>
        <source>Island square %1</source>
        <translation>Case %1 de l&apos;île</translation>
    </message>
    <message>
        <source>Centre of the island</source>
        <translation>Centre de l&apos;île</translation>
    </message>
</context>
<context>
    <name>BuildingCard</name>
    <message>
        <source>%1 écus</source>
        <translation>%1 écus</translation>
    </message>
    <message>
        <source>%1 VP</source>
        <translation>%1 PV</translation>
    </message>
    <message>
        <source>machine</source>
        <translation>machine</translation>
    </message>
    <message>
        <source>then works:</source>
        <translation>puis travaille :</translation>
    </message>
</context>
<context>
    <name>ChanceCard</name>
    <message>
        <source>Chance: %1</source>
        <translation>Chance : %1</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>(kept until used)</source>
        <translation>(gardée jusqu&apos;à ce qu&apos;elle serve)</translation>
    </message>
</context>
<context>
    <name>CityView</name>
    <message>
        <source>City</source>
        <translation>Ville</translation>
    </message>
    <message>
        <source>No building completed yet.</source>
        <translation>Aucun bâtiment achevé pour l&apos;instant.</translation>
    </message>
</context>
<context>
    <name>ContractCard</name>
    <message>
        <source>Contract %1, %2</source>
        <translation>Contrat %1, %2</translation>
    </message>
    <message>
        <source>Price: paid when the building is completed</source>
        <translation>Montant : payé quand le bâtiment est achevé</translation>
    </message>
    <message>
        <source>minimum bid %1</source>
        <translation>enchère minimum %1</translation>
    </message>
    <message>
        <source>Unsold last round: this money goes to whoever acquires the contract</source>
        <translation>Invendu à la manche précédente : cet argent ira à celui qui acquerra le contrat</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <source>%1 ♛</source>
        <translation>%1 ♛</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Revoir</translation>
    </message>
    <message>
        <source>Back to the title</source>
        <translation>Retour à l&apos;accueil</translation>
    </message>
</context>
<context>
    <name>EventCard</name>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>The computer player of %1 failed (%2); it plays a legal move instead.</source>
        <translation>Le joueur ordinateur de %1 a échoué (%2) ; il joue un coup légal à la place.</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>The build plans are revealed.</source>
        <translation>Les plans de construction sont révélés.</translation>
    </message>
    <message>
        <source>Pass the device to %1.</source>
        <translation>Passez l&apos;appareil à %1.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <translation>En attente de %1.</translation>
    </message>
    <message>
        <source>The city is built</source>
        <translation>La ville est construite</translation>
    </message>
    <message>
        <source>An event happens: see what it does, then continue.</source>
        <translation>Un événement survient : voyez ce qu&apos;il fait, puis continuez.</translation>
    </message>
    <message>
        <source>%1, take one of the top workers (five each in round 1; no passing).</source>
        <translation>%1, prenez un des ouvriers du dessus (cinq chacun à la manche 1 ; on ne passe pas).</translation>
    </message>
    <message>
        <source>%1, hire a top worker, fire one of yours, or pass (turn %2 of 3).</source>
        <translation>%1, recrutez un ouvrier du dessus, licenciez un des vôtres ou passez (tour %2 sur 3).</translation>
    </message>
    <message>
        <source>%1, choose a contract and your opening bid, or decline.</source>
        <translation>%1, choisissez un contrat et votre enchère initiale, ou renoncez.</translation>
    </message>
    <message>
        <source>%1, choose a contract and your opening bid (you need a contract in round 1).</source>
        <translation>%1, choisissez un contrat et votre enchère initiale (il vous faut un contrat à la manche 1).</translation>
    </message>
    <message>
        <source>%1, raise the bid on %2 (highest %3 by %4) or pass.</source>
        <translation>%1, surenchérissez sur le %2 (meilleure enchère %3 par %4) ou passez.</translation>
    </message>
    <message>
        <source>%1, choose the event card of this round from your hand.</source>
        <translation>%1, choisissez dans votre main la carte événement de cette manche.</translation>
    </message>
    <message>
        <source>%1: %2, choose the worker.</source>
        <translation>%1 : %2, choisissez l&apos;ouvrier.</translation>
    </message>
    <message>
        <source>%1, you may lend an idle worker to another player for this Build phase.</source>
        <translation>%1, vous pouvez louer un ouvrier inoccupé à un autre joueur pour cette phase de construction.</translation>
    </message>
    <message>
        <source>%1 offers you %2 for this Build phase at %3. Accept?</source>
        <translation>%1 vous propose %2 pour cette phase de construction à %3. Accepter ?</translation>
    </message>
    <message>
        <source>%1, place your workers on your sections, then submit your build plan.</source>
        <translation>%1, placez vos ouvriers sur vos sections, puis validez votre plan de construction.</translation>
    </message>
    <message>
        <source>%1, your wages are %2 but you have %3: take a loan.</source>
        <translation>%1, vos salaires sont de %2 mais vous avez %3 : prenez un prêt.</translation>
    </message>
    <message>
        <source>Once every plan is in, yours is revealed and cannot be changed: submit it again to confirm (Settings can turn this question off).</source>
        <translation>Une fois tous les plans remis, le vôtre est révélé et ne peut plus changer : validez-le une seconde fois pour confirmer (les Réglages peuvent supprimer cette question).</translation>
    </message>
    <message>
        <source>The build plans are revealed</source>
        <translation>Les plans de construction sont révélés</translation>
    </message>
    <message>
        <source>Round %1 (mallet: %2)</source>
        <translation>Manche %1 (maillet : %2)</translation>
    </message>
    <message>
        <source>For you: %1</source>
        <translation>Pour vous : %1</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn.</source>
        <translation>C&apos;est au tour de %1.</translation>
    </message>
    <message>
        <source>You have looked through the deck: take one of its workers.</source>
        <translation>Vous avez regardé le paquet : prenez l&apos;un de ses ouvriers.</translation>
    </message>
    <message>
        <source>You cannot choose from that deck now (fee, wage limit or turn).</source>
        <translation>Vous ne pouvez pas choisir dans ce paquet maintenant (frais, limite des salaires ou tour).</translation>
    </message>
    <message>
        <source>This turns up a new card from the deck, which no undo takes back: do it again to confirm (Settings can turn this question off).</source>
        <translation>Cela retourne une nouvelle carte de la pioche, ce qu&apos;aucune annulation ne reprend : refaites le geste pour confirmer (les Réglages peuvent supprimer cette question).</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>Hint: what the Hard player would do</source>
        <translation>Conseil : ce que ferait le joueur difficile</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>Fermer (Échap)</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Réflexion…</translation>
    </message>
    <message>
        <source>No hint: %1</source>
        <translation>Pas de conseil : %1</translation>
    </message>
    <message>
        <source>Its reckoning of your lead over the best rival: %1</source>
        <translation>Son estimation de votre avance sur le meilleur rival : %1</translation>
    </message>
    <message>
        <source>The next best choices:</source>
        <translation>Les choix suivants :</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>Game log</source>
        <translation>Journal de la partie</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Load a saved game</source>
        <translation>Charger une partie enregistrée</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Parties enregistrées (*.json)</translation>
    </message>
</context>
<context>
    <name>MoneySpin</name>
    <message>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
</context>
<context>
    <name>Mono</name>
    <message>
        <source>%1, you hold more than %2 resources: discard one onto your space.</source>
        <translation>%1, vous avez plus de %2 ressources : défaussez-en une sur votre case.</translation>
    </message>
    <message>
        <source>%1, roll the dice.</source>
        <translation>%1, lancez les dés.</translation>
    </message>
    <message>
        <source>%1, buy %2 for %3, or put it up for auction.</source>
        <translation>%1, achetez %2 pour %3, ou mettez-le aux enchères.</translation>
    </message>
    <message>
        <source>%1, bid for %2 or pass.</source>
        <translation>%1, enchérissez pour %2 ou passez.</translation>
    </message>
    <message>
        <source>%1, %2 stopped on %3: claim the rent of %4?</source>
        <translation>%1, %2 s&apos;est arrêté sur %3 : réclamer le loyer de %4 ?</translation>
    </message>
    <message>
        <source>%1, you owe %2 and lack the money: mortgage deeds (click them in your panel).</source>
        <translation>%1, vous devez %2 et l&apos;argent vous manque : hypothéquez des propriétés (cliquez-les dans votre panneau).</translation>
    </message>
    <message>
        <source>%1, choose a resource to steal.</source>
        <translation>%1, choisissez une ressource à voler.</translation>
    </message>
    <message>
        <source>%1, choose the colour of the resources to take from the bank.</source>
        <translation>%1, choisissez la couleur des ressources à prendre à la banque.</translation>
    </message>
    <message>
        <source>%1, choose a resource to return to the bank (%2 to go).</source>
        <translation>%1, choisissez une ressource à rendre à la banque (encore %2).</translation>
    </message>
    <message>
        <source>%1, %2 offers you a trade.</source>
        <translation>%1, %2 vous propose un échange.</translation>
    </message>
    <message>
        <source>%1, trade, build on the island, or end your turn.</source>
        <translation>%1, échangez, construisez sur l&apos;île ou finissez votre tour.</translation>
    </message>
    <message>
        <source>%1, you may trade but not build on a turn in jail; end your turn when done.</source>
        <translation>%1, en prison vous pouvez échanger mais pas construire ; finissez votre tour quand vous avez terminé.</translation>
    </message>
    <message>
        <source>Price %1 · rent %2, with the Monopoly %3</source>
        <translation>Prix %1 · loyer %2, avec le Monopoly %3</translation>
    </message>
    <message>
        <source>Dice %1: 2 %2 resources to its owner</source>
        <translation>Dé %1 : 2 ressources %2 pour son propriétaire</translation>
    </message>
    <message>
        <source>Mortgage %1 · lifting it %2</source>
        <translation>Hypothèque %1 · la lever %2</translation>
    </message>
    <message>
        <source>Owner: %1</source>
        <translation>Propriétaire : %1</translation>
    </message>
    <message>
        <source>mortgaged</source>
        <translation>hypothéqué</translation>
    </message>
    <message>
        <source>Lying here: %1</source>
        <translation>Posées ici : %1</translation>
    </message>
    <message>
        <source>%1&apos;s building, %n floor</source>
        <translation>Bâtiment de %1, %n étage</translation>
    </message>
    <message>
        <source>%1&apos;s building, %n floors</source>
        <translation>Bâtiment de %1, %n étages</translation>
    </message>
    <message>
        <source>%1, you are in jail: pay the fine, use a card, or roll for a double (try %2 of %3).</source>
        <translation>%1, vous êtes en prison : payez l&apos;amende, utilisez une carte ou tentez un double (essai %2 sur %3).</translation>
    </message>
    <message>
        <source>%1, %2 costs %3 and you have %4: mortgage deeds (click them in your panel) to buy it, or put it up for auction.</source>
        <translation>%1, %2 coûte %3 et vous avez %4 : hypothéquez des propriétés (cliquez-les dans votre panneau) pour l&apos;acheter, ou mettez-le aux enchères.</translation>
    </message>
    <message>
        <source>the Penthouse</source>
        <translation>le penthouse</translation>
    </message>
    <message>
        <source>floor %1</source>
        <translation>l&apos;étage %1</translation>
    </message>
    <message>
        <source>Build %1 here: pay %2</source>
        <translation>Construire %1 ici : payer %2</translation>
    </message>
    <message>
        <source>Jail free</source>
        <translation>Libéré de prison</translation>
    </message>
    <message>
        <source>Forced trade</source>
        <translation>Échange forcé</translation>
    </message>
    <message>
        <source>Roll for a double ⏎</source>
        <translation>Tenter un double ⏎</translation>
    </message>
    <message>
        <source>Roll the dice ⏎</source>
        <translation>Lancer les dés ⏎</translation>
    </message>
    <message>
        <source>Pay %1 and roll</source>
        <translation>Payer %1 et lancer</translation>
    </message>
    <message>
        <source>Use Get Out of Jail Free</source>
        <translation>Utiliser Libéré de prison</translation>
    </message>
    <message>
        <source>Buy for %1 (B)</source>
        <translation>Acheter pour %1 (B)</translation>
    </message>
    <message>
        <source>Auction it (A)</source>
        <translation>Mettre aux enchères (A)</translation>
    </message>
    <message>
        <source>Claim %1 ⏎</source>
        <translation>Réclamer %1 ⏎</translation>
    </message>
    <message>
        <source>Let it go</source>
        <translation>Laisser filer</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <translation>Défausser %1</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation>Prendre %1</translation>
    </message>
    <message>
        <source>Return %1</source>
        <translation>Rendre %1</translation>
    </message>
    <message>
        <source>Accept ⏎</source>
        <translation>Accepter ⏎</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Refuser</translation>
    </message>
    <message>
        <source>End the turn ⏎</source>
        <translation>Finir le tour ⏎</translation>
    </message>
    <message>
        <source>Bank: 4 for 1…</source>
        <translation>Banque : 4 contre 1…</translation>
    </message>
    <message>
        <source>Free Parking: 2 for 1…</source>
        <translation>Parc gratuit : 2 contre 1…</translation>
    </message>
    <message>
        <source>FORCED TRADE!…</source>
        <translation>ÉCHANGE FORCÉ !…</translation>
    </message>
    <message>
        <source>4 %1 → 1 %2</source>
        <translation>4 %1 → 1 %2</translation>
    </message>
    <message>
        <source>%1 → 1 %2</source>
        <translation>%1 → 1 %2</translation>
    </message>
    <message>
        <source>Take %1 from %2</source>
        <translation>Prendre %1 à %2</translation>
    </message>
    <message>
        <source>Give %1</source>
        <translation>Donner %1</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Click a marked square of the island to build (your reference card says what each floor costs).</source>
        <translation>Cliquez une case marquée de l&apos;île pour construire (votre carte de référence dit ce que coûte chaque étage).</translation>
    </message>
    <message>
        <source>Click a deed of yours to mortgage it or lift its mortgage.</source>
        <translation>Cliquez une de vos propriétés pour l&apos;hypothéquer ou lever son hypothèque.</translation>
    </message>
    <message>
        <source>%1 gives %2; you give %3.</source>
        <translation>%1 donne %2 ; vous donnez %3.</translation>
    </message>
    <message>
        <source>The Penthouse tops the island</source>
        <translation>Le penthouse couronne l&apos;île</translation>
    </message>
    <message>
        <source>Nobody can place the Penthouse any more</source>
        <translation>Plus personne ne peut poser le penthouse</translation>
    </message>
    <message>
        <source>All but one player are bankrupt</source>
        <translation>Tous les joueurs sauf un sont en faillite</translation>
    </message>
    <message>
        <source>Round %1 was the last one</source>
        <translation>Le tour de table %1 était le dernier</translation>
    </message>
    <message>
        <source>%n point</source>
        <translation>%n point</translation>
    </message>
    <message>
        <source>%n points</source>
        <translation>%n points</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Points at the end of each round</source>
        <translation>Points à la fin de chaque tour de table</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Argent</translation>
    </message>
    <message>
        <source>Money at the end of each round</source>
        <translation>Argent à la fin de chaque tour de table</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
</context>
<context>
    <name>NewGameScreen</name>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>Ordinateur : %1</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation>Nom de la place %1</translation>
    </message>
    <message>
        <source>Player of seat %1</source>
        <translation>Joueur de la place %1</translation>
    </message>
    <message>
        <source>Colour of seat %1</source>
        <translation>Couleur de la place %1</translation>
    </message>
    <message>
        <source>Symbol of seat %1</source>
        <translation>Symbole de la place %1</translation>
    </message>
    <message>
        <source>Remove seat %1</source>
        <translation>Retirer la place %1</translation>
    </message>
    <message>
        <source>Add a seat</source>
        <translation>Ajouter une place</translation>
    </message>
    <message>
        <source>Start player:</source>
        <translation>Premier joueur :</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Au hasard</translation>
    </message>
    <message>
        <source>Start player</source>
        <translation>Premier joueur</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Variantes</translation>
    </message>
    <message>
        <source>Seed (optional, replays the same cards):</source>
        <translation>Graine (facultative, redonne les mêmes cartes) :</translation>
    </message>
    <message>
        <source>random</source>
        <translation>au hasard</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source>Start the game ⏎</source>
        <translation>Commencer la partie ⏎</translation>
    </message>
    <message>
        <source>Back (Esc)</source>
        <translation>Retour (Échap)</translation>
    </message>
</context>
<context>
    <name>PassDevice</name>
    <message>
        <source>Pass the device</source>
        <translation>Passer l&apos;appareil</translation>
    </message>
    <message>
        <source>Only %1 looks now</source>
        <translation>Écran réservé à %1</translation>
    </message>
    <message>
        <source>Pass the device to %1</source>
        <translation>Passez l&apos;appareil à %1</translation>
    </message>
    <message>
        <source>The other players&apos; private choices are hidden.</source>
        <translation>Les choix secrets des autres joueurs sont cachés.</translation>
    </message>
    <message>
        <source>I am %1 — show my board ⏎</source>
        <translation>Je suis %1 — montrer mon plateau ⏎</translation>
    </message>
</context>
<context>
    <name>PhaseTrack</name>
    <message>
        <source>Round %1 of %2</source>
        <translation>Manche %1 sur %2</translation>
    </message>
</context>
<context>
    <name>PlanPanel</name>
    <message numerus="yes">
        <source>Build plan: %n section(s) will be built</source>
        <translation>
            <numerusform>Plan : %n section à construire</numerusform>
            <numerusform>Plan : %n sections à construire</numerusform>
        </translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>Suggérer</translation>
    </message>
    <message>
        <source>Let the computer&apos;s planner propose a plan you can still change</source>
        <translation>L&apos;ordinateur propose un plan que vous pouvez encore modifier</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Submit plan ⏎</source>
        <translation>Valider le plan ⏎</translation>
    </message>
    <message>
        <source>Not yet a valid plan: %1</source>
        <translation>Plan pas encore valable : %1</translation>
    </message>
    <message>
        <source>Click a worker, then a section (or drag it there). Click a placed worker to take it off.</source>
        <translation>Cliquez sur un ouvrier, puis sur une section (ou faites-le glisser). Cliquez sur un ouvrier placé pour le retirer.</translation>
    </message>
    <message>
        <source>No worker is available this round.</source>
        <translation>Aucun ouvrier n&apos;est disponible cette manche.</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
</context>
<context>
    <name>PlanSection</name>
    <message>
        <source>built</source>
        <translation>construite</translation>
    </message>
    <message>
        <source>will be built</source>
        <translation>sera construite</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>PlanWorker</name>
    <message>
        <source>On %1 (click to take off)</source>
        <translation>Sur %1 (cliquez pour le retirer)</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>1st</source>
        <translation>1er</translation>
    </message>
    <message>
        <source>First player: each round starts with this builder</source>
        <translation>Premier joueur : chaque manche commence par ce bâtisseur</translation>
    </message>
    <message>
        <source>%1 écus</source>
        <translation>%1 écus</translation>
    </message>
    <message>
        <source>%1 VP</source>
        <translation>%1 PV</translation>
    </message>
    <message numerus="yes">
        <source>%n finished</source>
        <translation>
            <numerusform>%n terminé</numerusform>
            <numerusform>%n terminés</numerusform>
        </translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <source>all at work</source>
        <translation>tous au travail</translation>
    </message>
    <message>
        <source>Sites</source>
        <translation>Chantiers</translation>
    </message>
    <message>
        <source>no site open</source>
        <translation>aucun chantier ouvert</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n événement</numerusform>
            <numerusform>%n événements</numerusform>
        </translation>
    </message>
    <message>
        <source>plan made ✓</source>
        <translation>plan fait ✓</translation>
    </message>
    <message>
        <source>Start player (the mallet)</source>
        <translation>Premier joueur (le maillet)</translation>
    </message>
    <message>
        <source>%1 is less than the wages, %2: in phase 5 they are paid from income, else with a loan.</source>
        <translation>%1, c&apos;est moins que les salaires, %2 : en phase 5 ils sont payés avec les revenus, sinon avec un prêt.</translation>
    </message>
    <message>
        <source>%1 covers the wages, %2.</source>
        <translation>%1 couvre les salaires, %2.</translation>
    </message>
    <message>
        <source>wages %1</source>
        <translation>salaires %1</translation>
    </message>
    <message>
        <source>IOU %1k</source>
        <translation>Prêt %1k</translation>
    </message>
    <message>
        <source>Repay %1</source>
        <translation>Rembourser %1</translation>
    </message>
    <message>
        <source>Show my events (E)</source>
        <translation>Voir mes événements (E)</translation>
    </message>
    <message>
        <source>Hide my events (E)</source>
        <translation>Cacher mes événements (E)</translation>
    </message>
    <message>
        <source>lent</source>
        <translation>loué</translation>
    </message>
    <message>
        <source>unavailable this round (still paid)</source>
        <translation>indisponible cette manche (mais payé)</translation>
    </message>
    <message>
        <source>bankrupt</source>
        <translation>en faillite</translation>
    </message>
    <message>
        <source>in jail</source>
        <translation>en prison</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: own resource colour (a roll of 6 gives 2)</source>
        <translation>%1 : couleur de ressource propre (un 6 en donne 2)</translation>
    </message>
    <message numerus="yes">
        <source>%n building block(s) left</source>
        <translation>
            <numerusform>%n bloc de construction restant</numerusform>
            <numerusform>%n blocs de construction restants</numerusform>
        </translation>
    </message>
    <message>
        <source>no deed yet</source>
        <translation>aucune propriété</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>The game is set up.</source>
        <translation>La partie est mise en place.</translation>
    </message>
    <message>
        <source>Action %1 of %2: %3</source>
        <translation>Action %1 sur %2 : %3</translation>
    </message>
</context>
<context>
    <name>ReplayScreen</name>
    <message>
        <source>Replay</source>
        <translation>Rediffusion</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>Au début</translation>
    </message>
    <message>
        <source>One step back</source>
        <translation>Un pas en arrière</translation>
    </message>
    <message>
        <source>One step forward</source>
        <translation>Un pas en avant</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>À la fin</translation>
    </message>
    <message>
        <source>Position in the game</source>
        <translation>Position dans la partie</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Step by</source>
        <translation>Avancer par</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Step by %1</source>
        <translation>Avancer par %1</translation>
    </message>
    <message>
        <source>Export the replay</source>
        <translation>Exporter la rediffusion</translation>
    </message>
    <message>
        <source>Replays (*.json)</source>
        <translation>Rediffusions (*.json)</translation>
    </message>
</context>
<context>
    <name>ReplayTable</name>
    <message>
        <source>Economy</source>
        <translation>Économie</translation>
    </message>
</context>
<context>
    <name>RevealOverlay</name>
    <message>
        <source>What happened</source>
        <translation>Ce qui s&apos;est passé</translation>
    </message>
    <message>
        <source>%1:</source>
        <comment>whose plan follows</comment>
        <translation>%1 :</translation>
    </message>
    <message>
        <source>Continue ⏎</source>
        <translation>Continuer ⏎</translation>
    </message>
</context>
<context>
    <name>RulesScreen</name>
    <message>
        <source>Rules — %1</source>
        <translation>Règles — %1</translation>
    </message>
    <message>
        <source>Back (Esc)</source>
        <translation>Retour (Échap)</translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <source>Game saved: Load on the title screen lists it.</source>
        <translation>Partie enregistrée : elle figure dans Charger, sur l&apos;écran d&apos;accueil.</translation>
    </message>
    <message>
        <source>This game cannot be replayed: %1</source>
        <translation>Impossible de revoir cette partie : %1</translation>
    </message>
    <message>
        <source>Replay of %n action</source>
        <translation>Rediffusion de %n action</translation>
    </message>
    <message>
        <source>Replay of %n actions</source>
        <translation>Rediffusion de %n actions</translation>
    </message>
    <message>
        <source>%1 VP</source>
        <translation>%1 PV</translation>
    </message>
    <message>
        <source>Finished: %1</source>
        <translation>Terminée : %1</translation>
    </message>
    <message>
        <source>its content is not what mbqt writes: the file was edited or damaged</source>
        <translation>son contenu n&apos;est pas celui qu&apos;écrit mbqt : le fichier a été modifié ou abîmé</translation>
    </message>
    <message>
        <source>%1 %2 écus, %3 VP</source>
        <translation>%1 %2 écus, %3 PV</translation>
    </message>
</context>
<context>
    <name>SavesScreen</name>
    <message>
        <source>Saved games</source>
        <translation>Parties enregistrées</translation>
    </message>
    <message>
        <source>Open a file…</source>
        <translation>Ouvrir un fichier…</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>No saved game yet. Save a game from the board (Save, or Ctrl+S); the game in progress is also saved by itself at every phase.</source>
        <translation>Aucune partie enregistrée pour l&apos;instant. Enregistrez une partie depuis le plateau (Enregistrer, ou Ctrl+S) ; la partie en cours est aussi enregistrée automatiquement à chaque phase.</translation>
    </message>
    <message>
        <source>Autosave</source>
        <translation>Enregistrement automatique</translation>
    </message>
    <message>
        <source>Replay</source>
        <comment>kind of file</comment>
        <translation>Rediffusion</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Revoir</translation>
    </message>
    <message>
        <source>Finished game</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Saved game</source>
        <translation>Partie enregistrée</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Charger</translation>
    </message>
    <message>
        <source>Delete for good?</source>
        <translation>Supprimer pour de bon ?</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>Adelheid</source>
        <translation>Adélaïde</translation>
    </message>
    <message>
        <source>Bertram</source>
        <translation>Bertrand</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Cunigunde</source>
        <translation>Cunégonde</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Au hasard</translation>
    </message>
</context>
<context>
    <name>SectionTile</name>
    <message>
        <source>%1 (built)</source>
        <translation>%1 (construite)</translation>
    </message>
</context>
<context>
    <name>SettingsScreen</name>
    <message>
        <source>Instant</source>
        <translation>Immédiate</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Very slow</source>
        <translation>Très lente</translation>
    </message>
    <message>
        <source>Off</source>
        <comment>animations</comment>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>Fast</source>
        <comment>animations</comment>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>animations</comment>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow</source>
        <comment>animations</comment>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Language: %1</source>
        <translation>Langue : %1</translation>
    </message>
    <message>
        <source>Speed of the computer players&apos; moves: %1</source>
        <translation>Vitesse des coups des ordinateurs : %1</translation>
    </message>
    <message>
        <source>Speed of the computer players&apos; moves</source>
        <translation>Vitesse des coups des ordinateurs</translation>
    </message>
    <message>
        <source>During a game, the Skip button (or the S key) shows the computer players&apos; moves at once until your next turn.</source>
        <translation>Pendant une partie, le bouton Accélérer (ou la touche S) montre tout de suite les coups des ordinateurs jusqu&apos;à votre prochain tour.</translation>
    </message>
    <message>
        <source>Moves animated on the board: %1</source>
        <translation>Animation des coups sur le plateau : %1</translation>
    </message>
    <message>
        <source>Moves animated: %1</source>
        <translation>Animation des coups : %1</translation>
    </message>
    <message>
        <source>Ask again before a move no undo takes back</source>
        <translation>Redemander avant un coup sans retour possible</translation>
    </message>
    <message>
        <source>Size of the interface: %1%</source>
        <translation>Taille de l&apos;interface : %1&#xa0;%</translation>
    </message>
    <message>
        <source>Size of the interface</source>
        <translation>Taille de l&apos;interface</translation>
    </message>
    <message>
        <source>Full screen (F11)</source>
        <translation>Plein écran (F11)</translation>
    </message>
    <message>
        <source>High contrast: black on white, thick outlines</source>
        <translation>Contraste élevé : noir sur blanc, contours épais</translation>
    </message>
    <message>
        <source>mbqt version %1.</source>
        <translation>mbqt version %1.</translation>
    </message>
    <message>
        <source>%1: a game by %2.</source>
        <translation>%1 : un jeu de %2.</translation>
    </message>
    <message>
        <source>Back (Esc)</source>
        <translation>Retour (Échap)</translation>
    </message>
</context>
<context>
    <name>Setup</name>
    <message>
        <source>A game has %1 to %2 seats.</source>
        <translation>Une partie compte %1 à %2 places.</translation>
    </message>
    <message>
        <source>Every seat needs a name.</source>
        <translation>Chaque place doit avoir un nom.</translation>
    </message>
    <message>
        <source>Unknown player kind %1.</source>
        <translation>Sorte de joueur inconnue : %1.</translation>
    </message>
    <message>
        <source>Choose a colour and a symbol for every seat.</source>
        <translation>Choisissez une couleur et un symbole pour chaque place.</translation>
    </message>
    <message>
        <source>colour</source>
        <translation>couleur</translation>
    </message>
    <message>
        <source>symbol</source>
        <translation>symbole</translation>
    </message>
    <message>
        <source>Two seats have the same %1: give each its own.</source>
        <translation>Deux places ont la même %1 : donnez-en une à chacune.</translation>
    </message>
    <message>
        <source>The seed is a whole number (or empty for a random game).</source>
        <translation>La graine est un nombre entier (ou vide pour une partie au hasard).</translation>
    </message>
    <message>
        <source>This setup cannot be played: %1</source>
        <translation>Cette préparation ne peut pas être jouée : %1</translation>
    </message>
</context>
<context>
    <name>Site</name>
    <message>
        <source>Site %1</source>
        <translation>Chantier %1</translation>
    </message>
    <message>
        <source>%1 écus</source>
        <translation>%1 écus</translation>
    </message>
    <message>
        <source>%1 VP</source>
        <translation>%1 PV</translation>
    </message>
    <message>
        <source>Send here: %1, %2</source>
        <translation>Envoyer ici : %1, %2</translation>
    </message>
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
    <message>
        <source>finishes it!</source>
        <translation>il est terminé !</translation>
    </message>
</context>
<context>
    <name>Space</name>
    <message>
        <source>mortgaged</source>
        <translation>hypothéqué</translation>
    </message>
    <message>
        <source>Monopoly</source>
        <translation>Monopoly</translation>
    </message>
</context>
<context>
    <name>Stats</name>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Points at the end of each round</source>
        <translation>Points à la fin de chaque manche</translation>
    </message>
    <message>
        <source>Buildings finished</source>
        <translation>Bâtiments terminés</translation>
    </message>
    <message>
        <source>Machines</source>
        <translation>Machines</translation>
    </message>
    <message>
        <source>Workers recruited</source>
        <translation>Ouvriers recrutés</translation>
    </message>
    <message>
        <source>Écus paid to workers</source>
        <translation>Écus payés aux ouvriers</translation>
    </message>
    <message>
        <source>Écus taken</source>
        <translation>Écus pris</translation>
    </message>
    <message>
        <source>Écus for extra actions</source>
        <translation>Écus d&apos;actions payantes</translation>
    </message>
    <message>
        <source>Écus from buildings</source>
        <translation>Écus des bâtiments</translation>
    </message>
    <message>
        <source>%1 small, %2 large</source>
        <translation>petits&#xa0;:&#xa0;%1, grands&#xa0;:&#xa0;%2</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Argent</translation>
    </message>
    <message>
        <source>Money at the end of each round</source>
        <translation>Argent à la fin de chaque manche</translation>
    </message>
    <message>
        <source>Contracts won</source>
        <translation>Contrats
remportés</translation>
    </message>
    <message>
        <source>Prices paid</source>
        <translation>Enchères
payées</translation>
    </message>
    <message>
        <source>Wages paid</source>
        <translation>Salaires
payés</translation>
    </message>
    <message>
        <source>Loans taken</source>
        <translation>Prêts pris</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Bâtiments</translation>
    </message>
    <message>
        <source>Income from buildings</source>
        <translation>Revenus des
bâtiments</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>Conseils</translation>
    </message>
    <message>
        <source>Rent paid</source>
        <translation>Loyers payés</translation>
    </message>
    <message>
        <source>Rent received</source>
        <translation>Loyers reçus</translation>
    </message>
    <message>
        <source>Resources gathered</source>
        <translation>Ressources obtenues</translation>
    </message>
    <message>
        <source>Deeds bought</source>
        <translation>Propriétés achetées</translation>
    </message>
    <message>
        <source>Floors built</source>
        <translation>Étages construits</translation>
    </message>
</context>
<context>
    <name>StatsPanel</name>
    <message>
        <source>Start</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Actuel</translation>
    </message>
    <message>
        <source>Builder</source>
        <translation>Joueur</translation>
    </message>
</context>
<context>
    <name>Stepper</name>
    <message>
        <source>Less</source>
        <translation>Moins</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Plus</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message numerus="yes">
        <source>Buildings on offer — %n left in the deck</source>
        <translation>
            <numerusform>Bâtiments disponibles — %n restant dans le paquet</numerusform>
            <numerusform>Bâtiments disponibles — %n restants dans le paquet</numerusform>
        </translation>
    </message>
    <message>
        <source>No building left on offer.</source>
        <translation>Plus aucun bâtiment disponible.</translation>
    </message>
    <message numerus="yes">
        <source>Workers on offer — %n left in the deck</source>
        <translation>
            <numerusform>Ouvriers disponibles — %n restant dans le paquet</numerusform>
            <numerusform>Ouvriers disponibles — %n restants dans le paquet</numerusform>
        </translation>
    </message>
    <message>
        <source>No worker left on offer.</source>
        <translation>Plus aucun ouvrier disponible.</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Réserve</translation>
    </message>
    <message>
        <source>Skip ▸▸</source>
        <translation>Accélérer ▸▸</translation>
    </message>
    <message>
        <source>Show the computer players&apos; moves at once (S)</source>
        <translation>Montrer tout de suite les coups des ordinateurs (S)</translation>
    </message>
    <message>
        <source>Take écus:</source>
        <translation>Prendre des écus :</translation>
    </message>
    <message numerus="yes">
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n action</numerusform>
            <numerusform>%n actions</numerusform>
        </translation>
    </message>
    <message>
        <source>pay %1</source>
        <translation>payer %1</translation>
    </message>
    <message numerus="yes">
        <source>Take %1 écus for %n action(s)</source>
        <translation>
            <numerusform>Prendre %1 écus pour %n action</numerusform>
            <numerusform>Prendre %1 écus pour %n actions</numerusform>
        </translation>
    </message>
    <message>
        <source>End the turn ⏎</source>
        <translation>Finir le tour ⏎</translation>
    </message>
    <message>
        <source>Use your free actions first (a free action can always take an écu).</source>
        <translation>Utilisez d&apos;abord vos actions gratuites (une action gratuite peut toujours prendre un écu).</translation>
    </message>
    <message>
        <source>Now click one of your sites to send this worker there (Esc: choose another).</source>
        <translation>Cliquez maintenant sur l&apos;un de vos chantiers pour y envoyer cet ouvrier (Échap : en choisir un autre).</translation>
    </message>
    <message>
        <source>Click a building to open a site, a worker to recruit, or one of your team then a site to send it to work. Extra actions cost %1 écus each.</source>
        <translation>Cliquez sur un bâtiment pour ouvrir un chantier, sur un ouvrier pour le recruter, ou sur un ouvrier de votre équipe puis sur un chantier pour l&apos;envoyer travailler. Les actions payantes coûtent %1 écus chacune.</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Jaune</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <source>Circle</source>
        <translation>Cercle</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Carré</translation>
    </message>
    <message>
        <source>Triangle</source>
        <translation>Triangle</translation>
    </message>
    <message>
        <source>Diamond</source>
        <translation>Losange</translation>
    </message>
    <message>
        <source>Star</source>
        <translation>Étoile</translation>
    </message>
    <message>
        <source>Cross</source>
        <translation>Croix</translation>
    </message>
</context>
<context>
    <name>Title</name>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>The rules could not be read: %1</source>
        <translation>Les règles n&apos;ont pas pu être lues : %1</translation>
    </message>
    <message>
        <source>%1, %2 — %3 — %4</source>
        <translation>%1, %2 — %3 — %4</translation>
    </message>
    <message>
        <source>The autosave failed: %1</source>
        <translation>L&apos;enregistrement automatique a échoué : %1</translation>
    </message>
    <message>
        <source>This game cannot be loaded: %1</source>
        <translation>Cette partie ne peut pas être chargée : %1</translation>
    </message>
    <message>
        <source>%1 is played by the program %2: the app does not start programs named in files. `mbqt text --load FILE` asks before running it.</source>
        <translation>%1 est joué par le programme %2 : l&apos;application ne lance pas les programmes nommés dans les fichiers. `mbqt text --load FICHIER` demande avant de le lancer.</translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <translation>La partie n&apos;a pas pu être enregistrée : %1</translation>
    </message>
</context>
<context>
    <name>TitleScreen</name>
    <message>
        <source>Play now — you against two computer players</source>
        <translation>Jouer tout de suite — vous contre deux ordinateurs</translation>
    </message>
    <message>
        <source>Continue (%1)</source>
        <translation>Continuer (%1)</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>Resume the tutorial (step %1 of %2)</source>
        <translation>Reprendre le didacticiel (étape %1 sur %2)</translation>
    </message>
    <message>
        <source>Tutorial: learn by playing</source>
        <translation>Didacticiel : apprendre en jouant</translation>
    </message>
    <message>
        <source>Start it again</source>
        <translation>Le recommencer</translation>
    </message>
    <message>
        <source>Start the tutorial again</source>
        <translation>Recommencer le didacticiel</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <source>Load…</source>
        <translation>Charger…</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>A game by %1.</source>
        <translation>Un jeu de %1.</translation>
    </message>
</context>
<context>
    <name>TradeDialog</name>
    <message>
        <source>Offer a trade</source>
        <translation>Proposer un échange</translation>
    </message>
    <message>
        <source>With:</source>
        <translation>Avec :</translation>
    </message>
    <message>
        <source>Click a chip to add one, a deed or a card to add or remove it.</source>
        <translation>Cliquez une ressource pour en ajouter une, une propriété ou une carte pour l&apos;ajouter ou la retirer.</translation>
    </message>
    <message>
        <source>Cancel (Esc)</source>
        <translation>Annuler (Échap)</translation>
    </message>
    <message>
        <source>Make the offer ⏎</source>
        <translation>Faire l&apos;offre ⏎</translation>
    </message>
</context>
<context>
    <name>TradeSide</name>
    <message>
        <source>%1 gives</source>
        <translation>%1 donne</translation>
    </message>
    <message>
        <source>of %1</source>
        <translation>sur %1</translation>
    </message>
    <message>
        <source>One less</source>
        <translation>Une de moins</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>Read the note first, then press Next.</source>
        <translation>Lisez d&apos;abord la note, puis appuyez sur Suivant.</translation>
    </message>
    <message>
        <source>The tutorial suggests another move here: read its note.</source>
        <translation>Le didacticiel propose un autre coup ici : lisez sa note.</translation>
    </message>
</context>
<context>
    <name>TutorialOverlay</name>
    <message>
        <source>Tutorial, step %1 of %2</source>
        <translation>Didacticiel, étape %1 sur %2</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Leave the tutorial (it can be resumed from the title)</source>
        <translation>Quitter le didacticiel (il pourra être repris depuis l&apos;écran titre)</translation>
    </message>
    <message>
        <source>Play on (N)</source>
        <translation>Jouer la suite (N)</translation>
    </message>
    <message>
        <source>Next (N)</source>
        <translation>Suivant (N)</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <source>Nothing to undo yet.</source>
        <translation>Rien à annuler pour l&apos;instant.</translation>
    </message>
    <message>
        <source>The tutorial&apos;s moves are not taken back.</source>
        <translation>Les coups du didacticiel ne se reprennent pas.</translation>
    </message>
    <message>
        <source>Cannot undo: the last action was %1&apos;s.</source>
        <translation>Impossible d&apos;annuler : la dernière action était celle de %1.</translation>
    </message>
    <message>
        <source>Cannot undo: %1.</source>
        <translation>Impossible d&apos;annuler : %1.</translation>
    </message>
    <message>
        <source>Action taken back.</source>
        <translation>Action annulée.</translation>
    </message>
</context>
<context>
    <name>WageTrack</name>
    <message>
        <source>%1: wages %2</source>
        <translation>%1 : salaires %2</translation>
    </message>
</context>
<context>
    <name>WorkerDeck</name>
    <message>
        <source>Deck empty</source>
        <translation>Paquet vide</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left in this deck</source>
        <translation>
            <numerusform>%n carte reste dans ce paquet</numerusform>
            <numerusform>%n cartes restent dans ce paquet</numerusform>
        </translation>
    </message>
    <message>
        <source>Hire</source>
        <translation>Recruter</translation>
    </message>
    <message>
        <source>Look</source>
        <translation>Voir</translation>
    </message>
    <message>
        <source>Pay %1 to look through this deck and take the worker of your choice</source>
        <translation>Payer %1 pour regarder dans ce paquet et prendre l&apos;ouvrier de votre choix</translation>
    </message>
</context>
</TS>
