package rules

// Quote returns the words of the rule set's regulation that rule the topic,
// quoted from the regulation in its own language (Italian, or Spanish at the
// Argentine table): the sentence or two a croupier reads to justify a step,
// at most about 300 characters, with "…" where the quote leaves words out.
// It returns "" when the regulation says nothing of the topic, exactly when
// Article(t) is "".
//
// The quotes are verbatim but for whitespace: the regulations' line breaks
// and runs of spaces are one space here, and the Markdown emphasis marks
// ("*") of the seeds 002 and 004 are not part of the words.
func (r RuleSet) Quote(t Topic) string {
	if q, ok := quotes[r.ID]; ok && int(t) < len(q) {
		return q[t]
	}
	return ""
}

// quotes holds, for each table and topic of articles, the regulation's own
// words for the article that articles cites. quotes_test.go finds every
// quote in its seed file under ../shared/seeds.
var quotes = map[string][numTopics]string{
	// seeds/000: the Italian casino's Regolamento, Capitolo 1 and Art. 1-37.
	"italian-classic": {
		TopicLimits:          `I massimi ed i minimi sono segnalati ad ogni tavolo. I massimi si intendono per persona in ogni casella. … rispettando il rapporto di uno a dieci tra minimo e massimo di gioco…`,
		TopicLonePlayer:      `Un solo giocatore può giocare contro il banco; deve pero’ puntare almeno su due caselle.`,
		TopicOneBoxWhenFull:  `In presenza di molti giocatori ognuno ha diritto di giocare una sola puntata.`,
		TopicStandingPlayers: `Intorno al tavolo da gioco siedono ad massimo sette giocatori; altri in piedi possono partecipare alla partita.`,
		TopicShuffle:         `Il sistema é detto “ad insalata” … Il taglio del mazzo é offerto al giocatore che a fine sabot ha ricevuto, per naturale distribuzione, la mascherina inserita nel mazzo; se rinuncia la passa al giocatore alla sua sinistra. … Il taglio deve essere eseguito in modo casuale.`,
		TopicBurn:            `Prima di iniziare a distribuire le carte, ne eliminerà (brucerà) le prime cinque curando di non farne vedere il valore…`,
		TopicCutCard:         `…all’apparire della mascherina che indica la conclusione della smazzata, completerà la mano in corso … In sintesi, in presenza della mascherina, la mano deve essere fatta anche quando questa é la prima nella distribuzione delle carte.`,
		TopicCloseBets:       `Prima di iniziare la distribuzione delle carte, l’impiegato invita a puntare e quindi dice “rien ne va plus”. A questo punto nessuno é autorizzato ad aumentare o diminuire le puntate piazzate…`,
		TopicDealing:         `L’impiegato distribuisce le carte (scoperte) cominciando dalla sua sinistra, una in corrispondenza di ogni casella (box) puntata ed una per il banco. Nello stesso modo distribuirà a tutti, tranne che a se stesso, la seconda carta.`,
		TopicHoleCard:        `Nello stesso modo distribuirà a tutti, tranne che a se stesso, la seconda carta. … Dopo che tutti i giocatori hanno svolto la loro mano ed almeno uno é rimasto in gioco, l’impiegato prende una seconda carta ed eventualmente altre per completare la sua mano secondo la regola.`,
		TopicPlayerOrder:     `Terminata la distribuzione delle carte, ogni giocatore, sempre iniziando dalla sinistra dell’impiegato può, se lo desidera, chiedere una o più carte supplementari, che gli saranno date sempre scoperte.`,
		TopicHit:             `Terminata la distribuzione delle carte, ogni giocatore, sempre iniziando dalla sinistra dell’impiegato può, se lo desidera, chiedere una o più carte supplementari, che gli saranno date sempre scoperte. … L’impiegato dà carta al giocatore che dice “carta” e passa oltre se il giocatore dice “no”.`,
		TopicHit21:           `Quando si divide una coppia di valore dieci e si riceve su una delle carte un asso, si possono chiedere altre carte … Il Black Jack ottenuto nella distribuzione delle prime due carte esclude dalla possibilità di chiedere una terza carta (falso tiraggio).`,
		TopicDouble:          `Dopo la distribuzione iniziale il giocatore che ha i punti 9 10 o 11, può doppiare la sua puntata (down for double), avendo pero’ diritto in questi casi ad una sola carta supplementare.`,
		TopicSplit:           `Due carte dello stesso valore costituiscono una coppia. Esse possono essere separate aggiungendo una puntata uguale alla prima (splitting pair). … Se la carta ricevuta darà valori pari a 9 10 o 11, si potrà ancora raddoppiare la puntata (art. 10)…`,
		TopicSplitAces:       `Se la coppia divisa é formata da assi, si ha diritto ad una sola carta per asso (il valore dell’asso in questo caso é considerato 11).`,
		TopicInsurance:       `Se la prima carta del banco é un asso, ogni giocatore, dopo la distribuzione iniziale delle prime due carte e prima che il gioco continui, ha la possibilità di assicurarsi contro un possibile Black Jack del banco; per fare ciò deve piazzare una puntata non superiore alla metà di quella iniziale…`,
		TopicEvenMoney:       `Prima che continui il gioco, il giocatore che ha “Black Jack” constatato che il banco espone un asso o una carta di valore dieci, può chiedere il pagamento alla pari (rinuncia al pagamento superiore ma evita di non essere pagato in caso di parità).`,
		TopicBlackjack:       `Si realizza Black Jack quando il totale di 21 é raggiunto con la distribuzione delle prime due carte. Questa combinazione viene pagata 3 a 2 (1+1/2).`,
		TopicBlackjackAtOnce: `paga una volta e mezzo le puntate che corrispondono ai Black Jack. (I Black Jack vengono pagati dopo la distribuzione delle prime due carte, prima di procedere al successivo tiraggio, se il banco non espone asso o valori dieci e pertanto non ha la possibilità di pareggiare).`,
		TopicDealerRule:      `L’asso per il giocatore può valere, a sua scelta, uno o undici. Per l’impiegato ha valore iniziale 11, nell’intento di raggiungere o superare il punto 17 con il minor numero di carte. … DEVE TIRARE SINO AL PUNTO SEDICI E DEVE RESTARE APPENA HA RAGGIUNTO O SUPERATO IL PUNTO DICIASSETTE.`,
		TopicDealerBust:      `…deve totalizzare il punto minimo di 17 e quindi, se non sballa, deve procedere come segue: … Se il banco sballa, paga tutte le puntate rimaste in gioco.`,
		TopicAllBust:         `Se nessun giocatore é rimasto in gioco, l’impiegato elimina la sua unica carta ed inizia una nuova distribuzione. Resta salvo il caso in cui debba tirare in presenza di assicurazioni.`,
		TopicDealerBlackjack: `Se il banco, dopo aver svolto il gioco che riguarda i puntatori, realizza Black Jack con la seconda carta, ritira tutte le puntate, ad esclusione di : a) quelle dell’assicurazione, che vengono pagate il doppio; b) quelle dei giocatori che hanno a loro volta Black Jack e quindi pareggiano.`,
		TopicBust:            `Se continuando a chiedere carte il totale del punteggio supera il 21, la mano corrispondente alla casella si conclude e la puntata o le puntate vengono ritirate e successivamente le carte.`,
		TopicSettlementOrder: `L’impiegato deve ritirare le puntate perdenti o pagare quelle vincenti iniziando dalla sua destra e, procedendo verso sinistra, deve completare le operazioni su ogni casella prima di passare a quella successiva. (I pagamenti si eseguono iniziando dalla puntata più esterna di ogni casella…`,
		TopicCollectCards:    `Nessun reclamo può essere preso in considerazione dopo che tutte le puntate sono state ritirate o pagate e le carte tolte. (Colpo esaurito).`,
		TopicExposedCard:     `Le carte eventualmente girate nel sabot ed estratte durante la fase di tiraggio, vengono eliminate da quella mano, senza dare il diritto ad alcuno di ritirarsi dal gioco.`,
		TopicUnrequestedCard: `Nel caso in cui l’impiegato, per errore, estrae una carta non richiesta, deve offrirla al giocatore che ha il turno di tirare. Se questi non la desidera, la stessa viene offerta, a turno, ai rimanenti giocatori ed infine se rifiutata da tutti andrà al banco.`,
		TopicDealerExtraCard: `Se nello svolgere il suo gioco l’impiegato estrae una carta in più dopo aver realizzato il punto, secondo la regola, questa carta, se vista, sarà annullata.`,
		TopicCutCardFirst:    `In sintesi, in presenza della mascherina, la mano deve essere fatta anche quando questa é la prima nella distribuzione delle carte.`,
		TopicFallenCard:      `Le carte segnate o rotte saranno sostituite. Eventuali carte cadute, saranno raccolte dal personale della Casa da Gioco.`,
		TopicStuckCards:      `Se più carte escono insieme dal sabot e non si può ricostruire l’esatta sequenza di uscita, vengono eliminate.`,
		TopicDealingError:    `In caso di errore da parte dell’impiegato nella distribuzione delle carte, se non é ancora iniziata la fase di tiraggio e non é possibile ricostruire con certezza la corretta distribuzione, il colpo viene annullato.`,
		TopicDealUnclear:     `In caso di errore da parte dell’impiegato nella distribuzione delle carte, se non é ancora iniziata la fase di tiraggio e non é possibile ricostruire con certezza la corretta distribuzione, il colpo viene annullato.`,
		TopicIrregularBox:    `Se ci si accorge dell’errore dopo che é iniziata la fase di tiraggio, il colpo viene annullato limitatamente alla o alle caselle che non hanno il numero regolare di carte, o a quelle alle quali sono state date carte in assenza di puntate. (Queste carte vengono eliminate dalla mano in corso).`,
		TopicDealerTotal:     `Se l’impiegato annuncia in modo errato il valore del suo punto, il colpo sarà ricostruito secondo la regola (art. 25).`,
		TopicHandCards:       `Quando il banco paga il “Black Jack” servito, ritira immediatamente le due carte corrispondenti. … la mano corrispondente alla casella si conclude e la puntata o le puntate vengono ritirate e successivamente le carte.`,
		TopicBackBets:        `Il titolare della casella é il solo che può chiedere o rifiutare carta al di là del valore della puntata. Quando più giocatori puntano su una casella libera, ne diventa momentaneamente titolare il possessore della puntata di maggior valore.`,
		TopicBackBetFollow:   `In caso di raddoppio della puntata, coloro che hanno giocato sulla sua casella non devono obbligatoriamente raddoppiare ed in caso di divisione di coppie coloro che non aderiscono devono scegliere su quale carta desiderano proseguire il loro gioco…`,
	},
	// seeds/004: the Italian casino with the Shuffler Mate.
	"italian-shuffler": {
		TopicLonePlayer:      `Quando c'è un solo giocatore, questi deve effettuare le sue puntate su almeno due postazioni.`,
		TopicStandingPlayers: `I giocatori in piedi possono puntare poggiando le fiches su qualunque casella non occupata.`,
		TopicShuffle:         `Terminato il controllo, si stendono tutti i mazzi di carte sul tappeto col dorso rivolto verso l'alto e si mescolano a mano. … Si fanno tagliare le carte al primo giocatore a sinistra dell'impiegato; successivamente queste vengono tagliate dai giocatori con precedenza in senso orario`,
		TopicBurn:            `Prima di distribuire le carte il dealer deve annullare 5 carte coperte, indi inizia la partita.`,
		TopicCutCard:         `Quando appare la mascherina, il dealer termina la mano in corso (SOLO QUANDO SI UTILIZZA Lo "Shoe").`,
		TopicCloseBets:       `Sfilata la prima carta dalla "Shuffler Mate" o dallo Shoe, non si devono accettare altre puntate oltre a quelle già esistenti e queste non possono subire variazioni.`,
		TopicDealing:         `Il croupier distribuirà una carta scoperta per ogni casella cominciando dal primo alla sua sinistra; per ultimo ne prenderà una per sé per poi riprendere il giro distribuendo una seconda carta scoperta a ciascun giocatore, nello stesso ordine della prima distribuzione.`,
		TopicHoleCard:        `…per ultimo ne prenderà una per sé per poi riprendere il giro distribuendo una seconda carta scoperta a ciascun giocatore … Quando tutti i giocatori avranno fatto il loro gioco, il banchiere si darà una seconda carta…`,
		TopicPlayerOrder:     `Cominciando da quello seduto alla sinistra, il croupier chiederà ai giocatori se vogliono altre carte e ciascuno di essi, potrà chiamare quante carte vuole finché non dirà di "restare" (la dichiarazione deve essere fatta comunque a voce e non per cenni).`,
		TopicHit:             `È obbligatorio richiedere un'altra carta quando il totale è inferiore o pari a 11; è vietato chiederla quando il totale è pari a 21; in tutti gli altri casi la richiesta è a discrezione del giocatore.`,
		TopicHit21:           `È obbligatorio richiedere un'altra carta quando il totale è inferiore o pari a 11; è vietato chiederla quando il totale è pari a 21…`,
		TopicForcedHit:       `È obbligatorio richiedere un'altra carta quando il totale è inferiore o pari a 11…`,
		TopicDouble:          `Il giocatore, ricevute le prime due carte, con punteggio massimo di 11, può raddoppiare la posta anche se già ai massimi, ma con diritto di tirare una sola carta. La carta attribuita dovrà essere posta trasversalmente rispetto alle prime due.`,
		TopicSplit:           `Il giocatore che riceve due carte uguali può separarle in due mani; deve allora puntare sulla seconda mano una somma uguale alla posta iniziale e chiedere il numero di carte desiderate per ognuna. … potrà decidere di dividere ulteriormente fino ad un massimo di tre volte.`,
		TopicSplitAces:       `Nel caso un giocatore divida un paio di Assi, riceve una sola carta su ciascuno di essi. Anche in questo caso dovrà essere posta trasversalmente rispetto ad ogni asso.`,
		TopicInsurance:       `Quando la prima carta del Dealer è l'Asso, il giocatore può assicurarsi contro l'eventualità che il Dealer faccia BLACK JACK. … una puntata che non può in ogni caso essere maggiore della metà di quella iniziale. … Se il Dealer ottiene BLACK JACK, l'assicurazione viene pagata 2 a 1.`,
		TopicEvenMoney:       `Quando il Dealer mostra un Asso, ogni giocatore in possesso di BLACK JACK può richiedere l'immediato pagamento alla pari senza attendere l'esito della mano, anche se non è titolare della postazione.`,
		TopicBlackjack:       `Il giocatore che ottiene 21 con due carte iniziali ha BLACK JACK; il pagamento avviene nel rapporto di 3 a 2. Il BLACK JACK batte sempre il 21.`,
		TopicDealerRule:      `N.B. Per "REGOLA" si intende quella del DEALER cioè: con punteggio di 16 o meno si deve tirare, con 17 o più si deve restare. … L'Asso per il dealer vale sempre 11 tranne quando ciò comporta il superamento di 21.`,
		TopicDealerBust:      `Vince, tra il giocatore e il banco, chi realizza il punteggio più vicino al 21 senza però superarlo. Se il giocatore supera 21 "sballa" e perde immediatamente, indipendentemente dal fatto che anche il banchiere successivamente sballerà.`,
		TopicAllBust:         `Il dealer è tenuto ad esaurire il colpo anche se tutti i giocatori hanno superato il 21, e tutte le puntate sono state perdute.`,
		TopicDealerBlackjack: `Il BLACK JACK batte sempre il 21. Negli altri casi i pagamenti sono alla pari.`,
		TopicBust:            `Il giocatore, nella volontà di chiamare carta, potrà anche "sballare" (superare il punteggio di 21). In questo caso il dealer ritirerà prima la puntata e successivamente le carte del giocatore.`,
		TopicSettlementOrder: `Una volta conosciuti i punteggi, il croupier ritirerà le fiches perdenti e pagherà quelle vincenti.`,
		TopicExposedCard:     `Nell'utilizzo del sabot "Shoe", nel caso dovessero uscire carte che presentino all'esterno il loro valore, queste saranno "bruciate" dal dealer.`,
		TopicUnrequestedCard: `Se il dealer per erronea interpretazione dovesse dar carta ad un cliente che non ne avesse fatta esplicita richiesta, questa verrà annullata…`,
		TopicDealerExtraCard: `Se il dealer, avendo conseguito un punteggio compreso tra il 17 ed il 21, si serve erroneamente un'altra carta, questa va "bruciata".`,
		TopicFallenCard:      `…una delle due carte assegnate al cliente oppure la prima carta dell'impiegato, questa verrà raccolta … verrà rimessa in gioco. … Qualora, durante la partita, dovesse cadere a terra una sola carta (con esclusione di quella "dovuta"), questa verrà "bruciata" e contestualmente sostituita.`,
		TopicFallenCards:     `Se durante la partita dovessero cadere a terra più carte, queste saranno "bruciate" e momentaneamente depositate sul "raccollicarte" per poi essere inserite nella "Shuffler Mate".`,
		TopicDealingError:    `Qualora il dealer dovesse dare carta in una postazione non puntata, il colpo proseguirà alla "regola" se non fosse possibile ricostruirlo, informando l'Ispettore di Gioco.`,
		TopicCardsInDiscard:  `Se dopo la distribuzione delle carte ai giocatori il dealer si accorgesse, all'inizio della partita, che alcune carte siano rimaste erroneamente nell'apposito "raccollicarte", il colpo andrà avanti regolarmente.`,
		TopicWrongBox:        `Se il dealer dovesse dare una carta richiesta ad una casella sbagliata (successiva alla posizione del giocatore richiedente), questa sarà riposizionata correttamente solo alla presenza dell'Ispettore di Gioco e dell'Ispettore del Comune.`,
		TopicAbsentPlayer:    `Qualora, al momento della dichiarazione, il giocatore interessato non fosse presente al tavolo, il dealer informerà l'Ispettore di gioco ed il colpo sarà giocato alla "regola". … Per "REGOLA" si intende quella del DEALER cioè: con punteggio di 16 o meno si deve tirare, con 17 o più si deve restare.`,
		TopicLastHand:        `La fine partita deve essere annunciata dal dealer, a voce alta e su autorizzazione dell'Ispettore di gioco, con la dichiarazione "l'ultima mano".`,
		TopicHandCards:       `Il giocatore, nella volontà di chiamare carta, potrà anche "sballare" (superare il punteggio di 21). In questo caso il dealer ritirerà prima la puntata e successivamente le carte del giocatore.`,
		TopicBackBets:        `Anche i giocatori in piedi possono puntare sulle altre caselle corrispondenti alla postazione del giocatore seduto, ma senza poter interferire sulle sue decisioni.`,
		TopicBackBetFollow:   `La decisione del giocatore seduto non sarà vincolante per gli altri giocatori. … La decisione del titolare della postazione è vincolante anche per gli altri “puntatori” interessati.`,
	},
	// seeds/003: the Italian online table.
	"italian-online": {
		TopicLimits:          `La puntata minima e la puntata massima consentite su ogni singola postazione sono indicate su ciascun tavolo. La somma delle puntate nel corso di una singola mano non potrà in ogni caso superare il limite stabilito dalla normativa in vigore (attualmente € 1.000,00).`,
		TopicShuffle:         `Il mazzo viene mischiato a inizio di ogni colpo.`,
		TopicCloseBets:       `Quando il giocatore ha piazzato tutte le puntate desiderate, clicca sul tasto “Carte” per iniziare il gioco. Dopo aver cliccato sul tasto “Carte” non è più possibile variare le puntate iniziali.`,
		TopicDealing:         `partendo da destra, viene data una carta scoperta a tutte le postazioni sulla quale è stata piazzata una puntata (“postazioni attive”) • poi viene data una carta scoperta al banco • poi, sempre partendo da destra, viene data una seconda carta scoperta alle postazioni attive`,
		TopicHoleCard:        `poi viene data una carta scoperta al banco • poi, sempre partendo da destra, viene data una seconda carta scoperta alle postazioni attive`,
		TopicPlayerOrder:     `Finita la distribuzione iniziale delle carte, il giocatore deve decidere cosa fare partendo dalla prima postazione attiva di destra. … Il giocatore resta con il punteggio che ha e la mano passa alla postazione successiva…`,
		TopicHit:             `Al giocatore verrà data una carta e: … se non sballa, la mano resta alla stessa postazione e deve decidere nuovamente se stare o tirare`,
		TopicDouble:          `La puntata viene raddoppiata, viene automaticamente data una sola carta e la mano passa. Si può raddoppiare solo quando si hanno due carte.`,
		TopicSplit:           `se le due carte hanno lo stesso valore, dividendo, si possono formare due distinte mani,ciascuna delle quali avrà una puntata pari a quella iniziale. … non si può dividere ulteriormente una mano già divisa`,
		TopicSplitAces:       `Se il giocatore ha diviso due assi non può chiedere un’altra carta e la mano passa.`,
		TopicInsurance:       `Se nella distribuzione iniziale il banco ha l’asso, prima di prendere qualsiasi altra decisione, è possibile piazzare su ciascuna postazione attiva una puntata pari a metà della puntata iniziale. … Se il banco fa blackjack viene pagata 2 volte la puntata iniziale (vincita 2 a 1)…`,
		TopicBlackjack:       `Se il giocatore totalizza 21 con solo due carte (un asso e una carta di valore 10), ha fatto “blackjack” e verrà pagata una vincita pari a una volta e mezza la puntata (vincita 3 a 2) … N.B. il black jack della punta viene pagato alla fine della mano e non durante`,
		TopicDealerRule:      `Il banco non può effettuare scelte ma deve stare o tirare seguendo rigidamente la seguente regola: il banco deve tirare se ha un punteggio inferiore a 17 e deve stare se ha un punteggio uguale o superiore a 17.`,
		TopicDealerBust:      `Se il banco sballa, o se totalizza un punteggio inferiore a quello del giocatore, verrà pagata una vincita pari alla puntata (vincita 1 a 1)`,
		TopicDealerBlackjack: `Se il giocatore totalizza 21 con solo due carte (un asso e una carta di valore 10), ha fatto “blackjack” … a meno che anche il banco faccia “blackjack”, nel qual caso è una situazione di parità e verrà restituita la puntata.`,
		TopicBust:            `Se il giocatore supera il punteggio di 21 su una qualsiasi postazione, “sballa” e perde la puntata indipendentemente dal punteggio che farà il banco.`,
		TopicSettlementOrder: `Se non sballa, l’esito delle puntate si determina confrontando il punteggio delle singole postazioni con quello del banco. … N.B. Le chips delle postazioni che hanno sballato, verranno ritirate alla fine della mano e non durante`,
		TopicBackBets:        `Ogni tavolo ha un certo numero di postazioni, sulle quali poter puntare, variabile da 1 a 5.`,
		TopicPerfectPair:     `se le due carte sono uguali ma di colore diverso (ad esempio 9f e 9c) viene pagata 6 volte la puntata sul perfect pair … di stesso colore ma di seme diverso (ad esempio 9f e 9p) viene pagata 11 volte … di stesso seme (ad esempio 9f e 9f) viene pagata 31 volte…`,
	},
	// seeds/001: the Argentine casino's Reglamento, in Spanish.
	"argentine": {
		TopicLimits:          `Los Jugadores sentados efectuarán sus apuestas, (dentro de los límites de Mínimos y Máximos establecidos por el Casino para este Juego), en los lugares determinados a tal fin.`,
		TopicSeatedPlayers:   `Para iniciar el Juego deberá haber, como mínimo, tres Jugadores sentados que efectúen tres o más apuestas. En caso de que se levantara uno de ellos, continúa el Juego siempre y cuando se efectúen tres apuestas como mínimo, hasta que se termine ese Sabot.`,
		TopicShoeGoesOn:      `En caso de que se levantara uno de ellos, continúa el Juego siempre y cuando se efectúen tres apuestas como mínimo, hasta que se termine ese Sabot. Para un nuevo armado se requiere nuevamente lo estipulado al comienzo del presente apartado.`,
		TopicStandingPlayers: `No se permitirán apuestas de Jugadores de pie, ni agregar apuestas en casilleros de otros Jugadores.`,
		TopicBackBets:        `No se permitirán apuestas de Jugadores de pie, ni agregar apuestas en casilleros de otros Jugadores.`,
		TopicShuffle:         `El pagador, con autorización del Inspector o Jefe de Mesa, efectuará el mezclado de cartas y el baraje correspondiente … procederá al armado del Sabot solicitando a los apostadores realizar el corte correspondiente. … El corte deberá ser, aproximadamente, superior a las cincuenta cartas.`,
		TopicCutCard:         `Al final del mazo se colocará otra tarjeta de corte para prevenir la llegada del ultimo pase, éste tendrá una extensión de aproximadamente un mazo. Si a pesar de ello, las cartas no alcanzaran para definir el pase, éste será nulo.`,
		TopicCloseBets:       `No se permitirán apuestas realizadas posteriormente a la extracción de la primera carta.-`,
		TopicDealing:         `Una vez efectuadas la apuestas, el Pagador procederá a distribuir una carta descubierta por cada una de las apuestas realizadas, de izquierda a derecha y una para sí descubierta. Posteriormente, dará una segunda carta descubierta para cada una de las apuestas y una para sí cubierta.`,
		TopicHoleCard:        `Posteriormente, dará una segunda carta descubierta para cada una de las apuestas y una para sí cubierta. … Descubrirá su segunda carta y efectuará la sumatoria de ésta y la primera.-`,
		TopicPlayerOrder:     `En caso de plantar con sus dos primeras cartas, el pagador proseguirá con el siguiente jugador hasta definir los puntajes de todas las apuestas efectuadas. … La operatoria descripta se realizará con cada una de las apuestas realizadas y a su finalización se definirá el juego del pagador.-`,
		TopicHit:             `Cada apostador, en posesión de sus dos cartas, está habilitado para solicitar mas cartas … En el caso en que el jugador solicite mas cartas, el pagador las entregará de a una; a la vez irá indicando el puntaje obtenido hasta que el Jugador considere satisfactorio el mismo.`,
		TopicHit21:           `Cada apostador, en posesión de sus dos cartas, está habilitado para solicitar mas cartas siempre que las mismas no sumen veintiuno ( 21 ) ( BLACK JACK ) con lo cual el juego estaría definido…`,
		TopicDouble:          `El jugador que ha logrado con sus dos primeras cartas la suma de Once (11), puede doblar su apuesta requiriendo una sola carta que se le entregará cubierta. Cuando el pagador finalice con su juego, descubrirá la carta tapada del jugador…`,
		TopicSplit:           `Cuando las dos primeras cartas recibidas por el jugador sean iguales en valor … el jugador podrá considerarlas como dos jugadas independientes … Se podrá efectuar solamente una apertura por Jugada.( las figuras y los diez (10) serán considerados para este punto como iguales y JJ=JQ=JK=J10).`,
		TopicSplitAces:       `Cuando el Jugador recibiere en sus dos primeras cartas dos "ASES", podrá considerarlas como dos (2) jugadas independientes … Se podrá efectuar solamente una apertura por Jugada. … el apostador lograre Black Jack, éste será considerado para el pago en forma " Simple " ( 1 por 1 ).`,
		TopicAceDeclaration:  `En el caso de que alguna de las dos primeras cartas del apostador sea un " AS ", el pagador solicitará a aquél que defina su puntaje , haciendo valer al " AS " como Uno ( 1 ) o como Once ( 11 ). Esta decisión será irrevocable hasta la completa definición del pase.-`,
		TopicDesafio:         `El apostador que ha recibido como primera carta un "AS", puede desafiar al pagador que la segunda será una figura … deberá colocar otra apuesta igual a la mitad de la postura original fuera del casillero, si acierta gana en proporción 2 por 1 … cuando el pagador omite preguntar si "ASEGURA"…`,
		TopicAskDouble:       `Cuando la primera carta del apostador es un "AS" o las dos primera suman "ONCE", y al entregar la carta correspondiente se omitiera preguntar si "ASEGURA" o "DOBLA" y esta se descubre, la misma es válida.-`,
		TopicBlackjack:       `La obtención de Black Jack por parte del jugador, habiendo obtenido la Banca Veintiuno (21) o menos o haberse excedido ( mas de 21 ), beneficiará al jugador con el 150% de su apuesta.-`,
		TopicDealerRule:      `En caso de que la sumatoria sea menor a diecisiete ( 17 ) extraerá cartas hasta llegar a esa cifra o más, en cuyo caso plantará definiendo su juego.- … Cuando el pagador obtiene el "AS" acompañado de un 6, 7, 8, 9, 10, J, Q o K éste tiene valor de Once ( 11 )…`,
		TopicDealerBust:      `En caso de que la sumatoria de cartas extraídas supere veintiuno ( 21 ) habrá perdido ante cualquier puntaje de los apostadores en Juego.-`,
		TopicAllBust:         `Cuando todos los Jugadores se pasaren de puntaje ( más de 21 ), el Pagador no tirará cartas para sí, por cuanto no hay con quien jugar.-`,
		TopicDealerBlackjack: `Definido el juego del Pagador, éste procederá a comparar su puntaje con los obtenidos por los apostadores de acuerdo a la siguiente tabla: PUNTAJE DEL PAGADOR GANA A EMPATA PIERDE Black Jack 21 o Menor Black Jack -----`,
		TopicBust:            `En caso de que la sumatoria de cartas extraídas supere veintiuno ( 21 ) habrá perdido ante cualquier puntaje de los apostadores en Juego.- … 22 o Más ----- ----- Black Jack, 21 o Menor`,
		TopicSettlementOrder: `Una vez definido el pase, el Pagador procederá a retirar las apuestas que pierden dejando las cartas en su respectivo Casillero para un mejor control. Posteriormente pagará las apuestas premiadas…`,
		TopicCollectCards:    `…procediendo luego a retirar las cartas de izquierda a derecha y por último las cartas de la Banca, dando por finalizado el pase.-`,
		TopicExposedCard:     `Si el pagador se da su segunda carta en forma descubierta, se quemará la misma y se servirá otra carta en forma correcta, no pudiendo los apostadores retirarse del juego o reclamar la validez de la carta anterior.`,
		TopicUnrequestedCard: `Toda carta extraída del Sabot en forma o tiempo indebido será "quemada", no teniendo los jugadores derecho a reclamo o a conocer su valor…`,
		TopicDealerExtraCard: `Toda carta extraída del Sabot en forma o tiempo indebido será "quemada", no teniendo los jugadores derecho a reclamo o a conocer su valor…`,
		TopicDealerTotal:     `…el pagador las entregará de a una; a la vez irá indicando el puntaje obtenido hasta que el Jugador considere satisfactorio el mismo. … Una vez determinados los puntajes de los apostadores, el pagador definirá el suyo…`,
		TopicPlayerTotal:     `En el caso en que el jugador solicite mas cartas, el pagador las entregará de a una; a la vez irá indicando el puntaje obtenido hasta que el Jugador considere satisfactorio el mismo.`,
		TopicAskSkipped:      `Toda carta extraída del Sabot en forma o tiempo indebido será "quemada" … a excepción de las cartas extraídas para el "AS" o "ONCE", cuando el pagador omite preguntar si "ASEGURA" o "DOBLA". … se omitiera preguntar si "ASEGURA" o "DOBLA" y esta se descubre, la misma es válida.`,
		TopicIrregularBox:    `En el caso en que algunos jugadores recibieran más de dos (2) cartas en las dos primeras entregas, se anulará exclusivamente su apuesta, siendo quemadas las cartas.-`,
		TopicOneCard:         `Si se advirtiera que algún o algunos apostadores hubieran recibido solamente una carta, se podrá completar la entrega, siempre que el apostador o apostadores prestaran conformidad, caso contrario se quemarán las cartas entregadas quedando la apuesta sin efecto.-`,
		TopicDealingStopped:  `Si el pagador omitiera de seguir dando cartas a un jugador, y se define la Banca, se le podrá dar opción al jugador de definir el pase con la Banca vista o retirar su apuesta, si la Banca se hubiera "Pasado", el jugador cobrará su apuesta.-`,
		TopicElevenSkipped:   `Cuando el pagador omitiera dar carta a un jugador que tiene "ONCE" puntos en las dos primeras cartas y debía doblar, se le dará la opción de retirar la apuesta o a recibir la próxima carta.-`,
		TopicBankDiscarded:   `Cuando el Pagador introduce por error una o más cartas de la Banca dentro del Zambullo, anunciará en el momento de darse cuenta ( Previa autorización del Inspector ): " Próximas cartas para la Banca".-`,
		TopicPlayerDiscarded: `Cuando el Pagador introduce por error una o varias cartas de algún apostador al Zambullo, éste no tendrá derecho a reclamo.-`,
		TopicBoxSkipped:      `Cuando el Pagador omitiera dar carta a un apostador, no se le permitirá participar del juego en ese pase.-`,
		TopicBankCardOmitted: `Cuando el Pagador omitiera dar cartas a la Banca, deberá anunciar en el momento de darse cuenta ( Previa autorización del Inspector ): "Próximas cartas para la Banca".-`,
		TopicBankCardSeen:    `Si por accidente se llegara a descubrir la carta de la Banca durante la definición del pase de un jugador, éste podrá definir el pase con las cartas " vistas " de la misma.`,
		TopicHandCards:       `…el Pagador procederá a retirar las apuestas que pierden dejando las cartas en su respectivo Casillero para un mejor control. Posteriormente pagará las apuestas premiadas, procediendo luego a retirar las cartas de izquierda a derecha y por último las cartas de la Banca…`,
	},
	// seeds/002: Casinò di Venezia's Super Punto Banco.
	"super-punto-banco": {
		TopicLimits:            `L'Ispettore di Gioco, in qualsiasi momento della taglia, può aumentare o diminuire il minimo e il massimo delle puntate.`,
		TopicStandingPlayers:   `Un giocatore in piedi può temporaneamente partecipare al gioco ad una postazione libera, però se la puntata è a Punto "non legge le carte".`,
		TopicCutCard:           `Quando dal sabot esce la mascherina, il Dealer annuncia: “Ultimo colpo della taglia”. Se l’ultimo colpo inizia con la mascherina il Dealer dichiara: “Ultimo colpo della taglia, minimo sette carte o nullo”.`,
		TopicCloseBets:         `Il Dealer, dopo aver chiuso il gioco pronunciando la frase "Rien ne va plus" estrae dal sabot, una dopo l'altra, quattro carte coperte (distribuzione)…`,
		TopicDealing:           `Il Dealer, dopo aver chiuso il gioco pronunciando la frase "Rien ne va plus" estrae dal sabot, una dopo l'altra, quattro carte coperte (distribuzione), attribuendo la prima e la terza a destra a Punto, la seconda e la quarta a sinistra a Banco.`,
		TopicReader:            `…raccoglie le due carte che giocano per il Punto e le posiziona, senza scoprirle, sul tavolo dinanzi al cliente che in quella mano ha puntato a Punto la somma più elevata. … Un giocatore in piedi può temporaneamente partecipare al gioco … se la puntata è a Punto "non legge le carte".`,
		TopicReaderCall:        `Il giocatore a cui vengono assegnate le carte, deve scoprirle immediatamente se ha conseguito il punteggio di 8 o 9 (battuta), lasciarle coperte e chiedere carta se ha un punteggio che va da 0 a 5, lasciarle coperte e restare se ha totalizzato 6 o 7, come indicato nella tabella della regola.`,
		TopicBancoRule:         `Dopo la dichiarazione del giocatore a Punto, il Dealer scopre le sue carte e chiude il suo gioco rispettando la tabella della Regola.`,
		TopicAnnouncement:      `Il Dealer indica la casella vincente, annunciando prima il punteggio a Banco e poi quello a Punto. … Se il Dealer annuncia un punteggio diverso da quello effettivo rettifica subito l'errore con la formula: "Le carte parlano".`,
		TopicButton:            `Il "Bottone", assegnato alla postazione n°1 all'inizio del gioco, viene passato alla postazione successiva al termine di ogni colpo, escluso il "Colpo in Bianco".`,
		TopicColpoInBianco:     `Nel caso in cui la prima carta della mano sia visibile all’interno del sabot questa non viene bruciata. L’impiegato effettua un “Colpo in Bianco” … Se a cadere è la prima carta di una mano, le puntate devono essere ritirate e la mano giocata “In Bianco”.`,
		TopicLastCoup:          `Quando dal sabot esce la mascherina, il Dealer annuncia: “Ultimo colpo della taglia”. Se l’ultimo colpo inizia con la mascherina il Dealer dichiara: “Ultimo colpo della taglia, minimo sette carte o nullo”. … Se le carte in tavola sono meno di sette, il colpo è annullato senza possibilità di reclamo.`,
		TopicOneBetPerPosition: `È consentita un'unica puntata per postazione, a Punto o a Banco oltre all'eventuale puntata su "Egalité".`,
		TopicCollectCards:      `Il colpo si ritiene esaurito dopo che le carte sono state bruciate.`,
		TopicExtraCard:         `Se l’impiegato estrae per errore una carta di troppo e questa non viene vista, il gioco si svolge alla “Regola”, la carta estratta per errore viene sistemata temporaneamente sotto il sabot ed è rimessa in gioco per la mano successiva.`,
		TopicFallenCard:        `La carta che cade a terra durante lo svolgimento della partita deve essere raccolta dal personale e rimessa in gioco. Se a cadere è la prima carta di una mano, le puntate devono essere ritirate e la mano giocata “In Bianco”.`,
		TopicStuckCards:        `Se più carte dovessero uscire dal sabot aderenti tra loro il Dealer, se possibile, deve ripristinare il corretto ordine d’uscita. In caso contrario le carte uscite devono essere bruciate.`,
		TopicDealerTotal:       `Se il Dealer annuncia un punteggio diverso da quello effettivo rettifica subito l'errore con la formula: "Le carte parlano".`,
		TopicMisdealOrder:      `Se, nel distribuire le carte, il Dealer inverte l'ordine di emissione assegnando a Banco una o due carte del Punto o viceversa, la distribuzione va rettificata in presenza dell'Ispettore di Gioco. Se il colpo non è chiaramente ricostruibile viene annullato bruciando le carte uscite.`,
		TopicMisdealCount:      `Se il Dealer, nel distribuire le carte a Punto e a Banco, attribuisce un numero maggiore o minore delle due carte regolamentari, il colpo viene ricostruito alla presenza dell'Ispettore di Gioco. Se il colpo non è chiaramente ricostruibile viene annullato bruciando le carte uscite.`,
		TopicUndueCard:         `Se il Dealer assegna a Punto o a Banco una terza carta non dovuta in virtù della "Regola", il colpo viene ricostruito alla presenza dell'Ispettore di Gioco.`,
	},
}

// init quotes, at the shoe table of seeds/004, the Shuffler Mate table's
// words but for the clauses of the shoe (see articles.go).
func init() {
	q := quotes[ItalianShuffler.ID]
	q[TopicExposedCard] = `Nell'utilizzo del sabot "Shoe", nel caso dovessero uscire carte che presentino all'esterno il loro valore, queste saranno "bruciate" dal dealer. Al termine si procederà al controllo dell'intera "sizain" rimescolando le carte e reinserendole nel sabot.`
	q[TopicFallenCards] = `Se durante la partita dovessero cadere a terra più carte, queste saranno "bruciate" … Con l'utilizzo del sabot (Shoe), alla fine della mano si conteranno le carte per accertarne la completezza e si sostituiranno solo le carte che appariranno danneggiate.`
	quotes[ItalianShufflerShoe.ID] = q
}
