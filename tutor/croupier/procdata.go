package croupier

import "slices"

// The procedures and the quiz of each table, from the regulations in
// ../shared/seeds (000 italian-classic, 001 argentine, 002
// super-punto-banco, 003 italian-online, 004 italian-shuffler and
// italian-shuffler-shoe). The quotes
// are the regulation's words, verbatim but for the markdown's asterisks
// and the line breaks ("…" where cut); TestQuotesAreVerbatim checks them
// against the seed files. The steps of a procedure are only those whose
// place the regulation fixes; a rule with no fixed place in the sequence
// (even money against insurance at 000, the ace's 1 or 11 at 001) is a
// question instead.

// regulations are the tables' procedures, in the order of rules.IDs.
var regulations = []Regulation{
	{
		Table: "italian-classic", Seed: "000", Lang: "it",
		Procedures: []Procedure{
			{Kind: ProcOpening, Steps: []Step{
				{"unpack", "Art. 1", `La partita di Black Jack si gioca con minimo quattro mazzi di 52 carte, le quali devono essere spacchettate al tavolo…`},
				{"check-face-up", "Art. 1", `…controllate con la figura verso l’alto e poi voltate.`},
				{"insalata", "Art. 1", `Si inizierà a questo punto la mescolatura… Il sistema é detto “ad insalata” e per attuarlo l’impiegato userà il palmo delle mani…`},
				{"gather-checking", "Art. 1", `Ciò fatto le raccoglierà (controllando che nessuna sia voltata)…`},
				{"riffle-four", "Art. 1", `…traendo dall’intera smazzata quattro parti, ciascuna divisa in due mazzetti, uno per mano, che verranno poi accostati e fatti velocemente compenetrare mediante un inserimento alternato impresso con le dita.`},
				{"offer-cut", "Art. 1", `Ne farà quindi un solo mazzo che verrà offerto ad un partecipante per il “taglio”;`},
				{"cut-card-shoe", "Art. 1", `…l’impiegato, avendo prima opportunamente inserito una mascherina nell’assieme (tallone, parte posteriore del mazzo), immetterà il tutto nel contenitore (sabot o shoe).`},
				{"burn-five", "Art. 1", `Prima di iniziare a distribuire le carte, ne eliminerà (brucerà) le prime cinque curando di non farne vedere il valore…`},
			}},
			{Kind: ProcShuffle, Steps: []Step{
				{"cut-card-finish", "Art. 1, 33", `…all’apparire della mascherina che indica la conclusione della smazzata, completerà la mano in corso per poi continuare il gioco mescolando ancora le carte…`},
				{"four-parts-tallone", "Art. 32", `L’impiegato, terminato le carte e prima di mischiarle, deve suddividere l’intero mazzo in quattro parti e, in queste, distribuire le carte del tallone precedente non entrate in gioco.`},
				{"shuffle-groups", "Art. 32", `Dopo aver più volte mischiato a gruppi separati formerà un solo mazzo…`},
				{"cut-to-cut-card", "Art. 30", `Il taglio del mazzo é offerto al giocatore che a fine sabot ha ricevuto, per naturale distribuzione, la mascherina inserita nel mazzo; se rinuncia la passa al giocatore alla sua sinistra.`},
				{"cut-card-quarter", "Cap. 1", `…viene quindi inserita, sempre dall’impiegato, una mascherina, posizionata a circa un quarto (posteriore) dell’intero mazzo.`},
				{"shoe-burn-five", "Cap. 1", `Prima di iniziare la distribuzione, l’impiegato inserisce le carte nel contenitore (sabot) e ne “brucia” (elimina) le prime cinque.`},
			}},
			{Kind: ProcRound, Steps: []Step{
				{"rien-ne-va-plus", "Art. 3", `Prima di iniziare la distribuzione delle carte, l’impiegato invita a puntare e quindi dice “rien ne va plus”.`},
				{"first-cards-dealer", "Art. 4", `L’impiegato distribuisce le carte (scoperte) cominciando dalla sua sinistra, una in corrispondenza di ogni casella (box) puntata ed una per il banco.`},
				{"second-cards-players", "Art. 4", `Nello stesso modo distribuirà a tutti, tranne che a se stesso, la seconda carta.`},
				{"offer-insurance", "Cap. 1, Assicurazione", `L’impiegato dopo aver distribuito la seconda carta a tutti i giocatori e prima di iniziare le fasi del tiraggio, propone a tutti i partecipanti la possibilità di assicurarsi.`},
				{"ask-from-left", "Art. 5", `Terminata la distribuzione delle carte, ogni giocatore, sempre iniziando dalla sinistra dell’impiegato può, se lo desidera, chiedere una o più carte supplementari…`},
				{"dealer-second-card", "Art. 6", `Dopo che tutti i giocatori hanno svolto la loro mano ed almeno uno é rimasto in gioco, l’impiegato prende una seconda carta…`},
				{"insurance-loses", "Art. 13", `Se il banco con la seconda carta non realizza Black Jack vengono ritirate immediatamente le puntate sull’assicurazione annunciando “l’assicurazione perde”.`},
				{"dealer-to-17", "Art. 13", `A questo punto l’impiegato, se non lo ha ancora raggiunto con la seconda carta, deve totalizzare il punto minimo di 17…`},
				{"settle-from-right", "Art. 28", `L’impiegato deve ritirare le puntate perdenti o pagare quelle vincenti iniziando dalla sua destra e, procedendo verso sinistra…`},
			}},
		},
		Questions: []Question{
			{"burn", []string{"five", "one", "three", "none"}, "Art. 1", `Prima di iniziare a distribuire le carte, ne eliminerà (brucerà) le prime cinque curando di non farne vedere il valore…`},
			{"who-cuts-shoe", []string{"got-cut-card", "dealer-left", "inspector", "biggest-bet"}, "Art. 30", `Il taglio del mazzo é offerto al giocatore che a fine sabot ha ricevuto, per naturale distribuzione, la mascherina inserita nel mazzo…`},
			{"cut-refused", []string{"to-his-left", "to-his-right", "dealer-cuts", "no-cut"}, "Art. 30", `…se rinuncia la passa al giocatore alla sua sinistra.`},
			{"all-refuse", []string{"direction", "dealer-cuts", "dealer-left", "no-cut"}, "Art. 30", `Solo i giocatori titolari di casella possono tagliare il mazzo. Se tutti rinunciano taglia un responsabile della Direzione o un suo delegato.`},
			{"cut-card-where", []string{"quarter-back", "deck-half", "one-deck", "middle"}, "Cap. 1", `…una mascherina, posizionata a circa un quarto (posteriore) dell’intero mazzo.`},
			{"tallone", []string{"into-four-parts", "burnt", "on-top", "at-bottom"}, "Art. 32", `…deve suddividere l’intero mazzo in quattro parti e, in queste, distribuire le carte del tallone precedente non entrate in gioco.`},
			{"shuffle-needs", []string{"one-player", "inspector", "three-players", "nobody"}, "Art. 1", `…mescolando ancora le carte sempre con le modalità sopra descritte le quali in ogni caso richiedono la presenza di almeno un giocatore.`},
			{"insurance-when", []string{"after-second-before-draws", "after-first", "after-draws", "dealer-second"}, "Cap. 1, Assicurazione", `L’impiegato dopo aver distribuito la seconda carta a tutti i giocatori e prima di iniziare le fasi del tiraggio, propone a tutti i partecipanti la possibilità di assicurarsi.`},
			{"even-money-when", []string{"ace-or-ten", "ace-only", "ten-only", "any-card"}, "Cap. 1, Il Gioco", `Prima che continui il gioco, il giocatore che ha “Black Jack” constatato che il banco espone un asso o una carta di valore dieci, può chiedere il pagamento alla pari…`},
			{"who-asks", []string{"box-holder", "biggest-bet", "every-bettor", "dealer"}, "Art. 16", `Il titolare della casella é il solo che può chiedere o rifiutare carta al di là del valore della puntata.`},
		},
	},
	{
		Table: "italian-shuffler", Seed: "004", Lang: "it",
		Procedures: []Procedure{
			{Kind: ProcOpening, Steps: slices.Concat(opening004, []Step{
				{"cut-off-deck-half", "Apertura 7", `Si annullano con una mascherina (la stessa che viene usata dai giocatori) circa un mazzo e mezzo di carte, quindi si introducono nella "Shuffler Mate" (Distributore Automatico).`},
				{"burn-five-covered", "Apertura 8", `Prima di distribuire le carte il dealer deve annullare 5 carte coperte, indi inizia la partita.`},
			})},
			{Kind: ProcRound, Steps: round004},
			{Kind: ProcClosing, Steps: closing004},
		},
		Questions: slices.Concat(questions004, []Question{
			{"check-before", []string{"ispettore-comunale", "ispettore-gioco", "players", "nobody"}, "Apertura 3", `Questa operazione si esegue stendendo ogni mazzo sul tappeto alla presenza dell'Ispettore Comunale…`},
			{"closing-who", []string{"ispettore-gioco-comunale", "dealer-alone", "cashier", "any-inspector"}, "Chiusura", `La chiusura del tavolo sarà eseguita dall'Ispettore di Gioco alla presenza dell'Ispettore Comunale…`},
			{"closing-what", []string{"chip-tray-locked", "chips-to-cashier", "chips-counted-players", "cards-burnt"}, "Chiusura", `…consisterà nella messa in sicurezza dei gettoni all'interno del "chip tray" (budino) con la chiusura del coperchio dotato di serrature allarmate.`},
			{"even-money-when", []string{"ace-only", "ace-or-ten", "ten-only", "any-card"}, "Black Jack alla pari", `Quando il Dealer mostra un Asso, ogni giocatore in possesso di BLACK JACK può richiedere l'immediato pagamento alla pari senza attendere l'esito della mano…`},
			{"last-hand", []string{"l-ultima-mano", "ultimo-colpo", "rien-ne-va-plus", "colpo-in-bianco"}, "Regole particolari 16", `La fine partita deve essere annunciata dal dealer, a voce alta e su autorizzazione dell'Ispettore di gioco, con la dichiarazione "l'ultima mano".`},
			{"shoe-cut-card", []string{"finish-hand", "stop-at-once", "one-more-hand", "void-hand"}, "Apertura 9", `Quando appare la mascherina, il dealer termina la mano in corso (SOLO QUANDO SI UTILIZZA Lo "Shoe").`},
		}),
	},
	{
		Table: "italian-online", Seed: "003", Lang: "it",
		Procedures: []Procedure{
			{Kind: ProcRound, Steps: []Step{
				{"click-carte", "Distribuzione delle carte", `Dopo aver cliccato sul tasto “Carte” non è più possibile variare le puntate iniziali.`},
				{"first-cards-right", "Distribuzione delle carte", `partendo da destra, viene data una carta scoperta a tutte le postazioni sulla quale è stata piazzata una puntata (“postazioni attive”)`},
				{"dealer-card", "Distribuzione delle carte", `poi viene data una carta scoperta al banco`},
				{"second-cards-right", "Distribuzione delle carte", `poi, sempre partendo da destra, viene data una seconda carta scoperta alle postazioni attive`},
				{"online-insurance", "Assicurazione", `Se nella distribuzione iniziale il banco ha l’asso, prima di prendere qualsiasi altra decisione, è possibile piazzare su ciascuna postazione attiva una puntata pari a metà della puntata iniziale.`},
				{"decide-from-right", "Le scelte del giocatore", `Finita la distribuzione iniziale delle carte, il giocatore deve decidere cosa fare partendo dalla prima postazione attiva di destra.`},
				{"dealer-below-17", "Le scelte del banco", `…il banco deve tirare se ha un punteggio inferiore a 17 e deve stare se ha un punteggio uguale o superiore a 17.`},
				{"bust-chips-end", "Punteggi e vincite", `N.B. Le chips delle postazioni che hanno sballato, verranno ritirate alla fine della mano e non durante`},
			}},
		},
		Questions: []Question{
			{"online-shuffle", []string{"every-coup", "at-cut-card", "every-shoe", "never"}, "Svolgimento del gioco", `Il mazzo viene mischiato a inizio di ogni colpo.`},
			{"online-first", []string{"from-right", "from-left", "dealer-first", "any-order"}, "Distribuzione delle carte", `partendo da destra, viene data una carta scoperta a tutte le postazioni sulla quale è stata piazzata una puntata (“postazioni attive”)`},
			{"insurance-online", []string{"ace-before-decisions", "ace-after-decisions", "ace-or-ten", "never"}, "Assicurazione", `Se nella distribuzione iniziale il banco ha l’asso, prima di prendere qualsiasi altra decisione, è possibile piazzare su ciascuna postazione attiva una puntata pari a metà della puntata iniziale.`},
			{"bust-chips", []string{"end-of-hand", "at-once", "next-hand", "not-taken"}, "Punteggi e vincite", `N.B. Le chips delle postazioni che hanno sballato, verranno ritirate alla fine della mano e non durante`},
			{"blackjack-paid", []string{"end-of-hand", "at-once", "next-hand", "even-money-only"}, "Punteggi e vincite", `N.B. il black jack della punta viene pagato alla fine della mano e non durante`},
			{"bets-fixed", []string{"click-carte", "first-card", "dealer-card", "decisions"}, "Distribuzione delle carte", `Dopo aver cliccato sul tasto “Carte” non è più possibile variare le puntate iniziali.`},
		},
	},
	{
		Table: "argentine", Seed: "001", Lang: "es",
		Procedures: []Procedure{
			{Kind: ProcShuffle, Steps: []Step{
				{"three-players", "Desarrollo 1", `Para iniciar el Juego deberá haber, como mínimo, tres Jugadores sentados que efectúen tres o más apuestas.`},
				{"authorised-shuffle", "Desarrollo 5", `El pagador, con autorización del Inspector o Jefe de Mesa, efectuará el mezclado de cartas y el baraje correspondiente…`},
				{"players-cut", "Desarrollo 5", `…posteriormente, procederá al armado del Sabot solicitando a los apostadores realizar el corte correspondiente.`},
				{"cut-over-50", "Desarrollo 6", `El corte deberá ser, aproximadamente, superior a las cincuenta cartas.`},
				{"cut-card-one-deck", "Desarrollo 7", `Al final del mazo se colocará otra tarjeta de corte para prevenir la llegada del ultimo pase, éste tendrá una extensión de aproximadamente un mazo.`},
			}},
			{Kind: ProcRound, Steps: []Step{
				{"first-cards-up", "Desarrollo 8", `Una vez efectuadas la apuestas, el Pagador procederá a distribuir una carta descubierta por cada una de las apuestas realizadas, de izquierda a derecha y una para sí descubierta.`},
				{"ask-asegura", "Otras apuestas 4", `El apostador que ha recibido como primera carta un "AS", puede desafiar al pagador que la segunda será una figura ( K, Q, J o 10 )…`},
				{"second-cards-hole", "Desarrollo 8", `Posteriormente, dará una segunda carta descubierta para cada una de las apuestas y una para sí cubierta.`},
				{"cards-one-at-a-time", "Desarrollo 9", `En el caso en que el jugador solicite mas cartas, el pagador las entregará de a una; a la vez irá indicando el puntaje obtenido…`},
				{"turn-hole-card", "Desarrollo 12", `Descubrirá su segunda carta y efectuará la sumatoria de ésta y la primera.`},
				{"draw-to-17", "Desarrollo 12", `En caso de que la sumatoria sea menor a diecisiete ( 17 ) extraerá cartas hasta llegar a esa cifra o más, en cuyo caso plantará definiendo su juego.`},
				{"turn-double-card", "Otras apuestas 1", `Cuando el pagador finalice con su juego, descubrirá la carta tapada del jugador…`},
				{"take-losing-bets", "Desarrollo 9", `Una vez definido el pase, el Pagador procederá a retirar las apuestas que pierden dejando las cartas en su respectivo Casillero para un mejor control.`},
				{"pay-collect-cards", "Desarrollo 9", `Posteriormente pagará las apuestas premiadas, procediendo luego a retirar las cartas de izquierda a derecha y por último las cartas de la Banca, dando por finalizado el pase.`},
			}},
		},
		Questions: []Question{
			{"cut-size", []string{"over-50", "about-23", "deck-half", "quarter-back"}, "Desarrollo 6", `El corte deberá ser, aproximadamente, superior a las cincuenta cartas.`},
			{"cut-card-end", []string{"one-deck", "quarter-back", "deck-half", "over-50"}, "Desarrollo 7", `Al final del mazo se colocará otra tarjeta de corte para prevenir la llegada del ultimo pase, éste tendrá una extensión de aproximadamente un mazo.`},
			{"who-cuts-ar", []string{"the-players", "inspector", "dealer", "dealer-left"}, "Desarrollo 5", `…procederá al armado del Sabot solicitando a los apostadores realizar el corte correspondiente.`},
			{"shuffle-authorised", []string{"inspector-or-jefe", "players", "nobody", "cashier"}, "Desarrollo 5", `El pagador, con autorización del Inspector o Jefe de Mesa, efectuará el mezclado de cartas…`},
			{"min-players", []string{"three-players", "one-player", "two-boxes", "seven-players"}, "Desarrollo 1", `Para iniciar el Juego deberá haber, como mínimo, tres Jugadores sentados que efectúen tres o más apuestas.`},
			{"asegura-when", []string{"player-first-ace", "dealer-ace", "after-draws", "player-eleven"}, "Otras apuestas 4", `El apostador que ha recibido como primera carta un "AS", puede desafiar al pagador que la segunda será una figura ( K, Q, J o 10 )…`},
			{"dobla-when", []string{"eleven-only", "nine-ten-eleven", "ten-eleven", "any-two"}, "Otras apuestas 1", `El jugador que ha logrado con sus dos primeras cartas la suma de Once (11), puede doblar su apuesta requiriendo una sola carta que se le entregará cubierta.`},
			{"ace-declared", []string{"declare-irrevocable", "best-automatic", "always-eleven", "at-the-end"}, "Desarrollo 10", `…el pagador solicitará a aquél que defina su puntaje , haciendo valer al " AS " como Uno ( 1 ) o como Once ( 11 ). Esta decisión será irrevocable hasta la completa definición del pase.`},
			{"last-coup-short", []string{"void", "finish-reshuffled", "dealer-wins", "bets-back-half"}, "Desarrollo 7", `Si a pesar de ello, las cartas no alcanzaran para definir el pase, éste será nulo.`},
		},
	},
	{
		Table: "super-punto-banco", Seed: "002", Lang: "it",
		Procedures: []Procedure{
			{Kind: ProcRound, Steps: []Step{
				{"rien-ne-va-plus", "Premessa", `Il Dealer, dopo aver chiuso il gioco pronunciando la frase "Rien ne va plus"…`},
				{"four-cards-pbpb", "Premessa", `…estrae dal sabot, una dopo l'altra, quattro carte coperte (distribuzione), attribuendo la prima e la terza a destra a Punto, la seconda e la quarta a sinistra a Banco.`},
				{"punto-to-reader", "Premessa", `Terminata la stesura, raccoglie le due carte che giocano per il Punto e le posiziona, senza scoprirle, sul tavolo dinanzi al cliente che in quella mano ha puntato a Punto la somma più elevata.`},
				{"reader-calls", "Premessa", `La richiesta di una terza carta o di restare deve essere espressa chiaramente dal giocatore dichiarando "carta" o "no carta".`},
				{"banco-by-tabella", "Premessa", `Dopo la dichiarazione del giocatore a Punto, il Dealer scopre le sue carte e chiude il suo gioco rispettando la tabella della Regola.`},
				{"punto-shown", "Premessa", `Il giocatore a Punto deve scoprire le sue carte evidenziando il punteggio ottenuto.`},
				{"announce-banco-first", "Premessa", `Il Dealer indica la casella vincente, annunciando prima il punteggio a Banco e poi quello a Punto.`},
				{"button-moves", "Premessa", `Il "Bottone", assegnato alla postazione n°1 all'inizio del gioco, viene passato alla postazione successiva al termine di ogni colpo, escluso il "Colpo in Bianco".`},
			}},
		},
		Questions: []Question{
			{"reader", []string{"biggest-punto", "button-holder", "position-one", "biggest-banco"}, "Premessa", `…le posiziona, senza scoprirle, sul tavolo dinanzi al cliente che in quella mano ha puntato a Punto la somma più elevata.`},
			{"reader-tie", []string{"button-order", "first-bet", "dealer-chooses", "position-one"}, "Premessa", `In caso di parità di puntate, il Dealer dà priorità secondo "l'ordine dei giocatori", partendo dal possessore del "Bottone"…`},
			{"no-punto-bet", []string{"dealer-completes", "biggest-banco", "button-holder", "void-coup"}, "Premessa", `Se nessun giocatore scommette a Punto, la mano viene completata dal Dealer.`},
			{"standing-reader", []string{"does-not-read", "reads", "reads-if-seated-agree", "void-coup"}, "Art. 13", `Un giocatore in piedi può temporaneamente partecipare al gioco ad una postazione libera, però se la puntata è a Punto "non legge le carte".`},
			{"announce-order", []string{"banco-then-punto", "punto-then-banco", "winner-only", "no-announce"}, "Premessa", `Il Dealer indica la casella vincente, annunciando prima il punteggio a Banco e poi quello a Punto.`},
			{"cut-card-out", []string{"ultimo-colpo", "l-ultima-mano", "colpo-in-bianco", "rien-ne-va-plus"}, "Art. 5", `Quando dal sabot esce la mascherina, il Dealer annuncia: “Ultimo colpo della taglia”.`},
			{"last-coup-seven", []string{"seven-cards", "five-cards", "four-cards", "one-deck"}, "Art. 5", `Se l’ultimo colpo inizia con la mascherina il Dealer dichiara: “Ultimo colpo della taglia, minimo sette carte o nullo”.`},
			{"first-card-visible", []string{"not-burnt-bianco", "burnt", "void-coup", "played"}, "Art. 1", `Nel caso in cui la prima carta della mano sia visibile all’interno del sabot questa non viene bruciata. L’impiegato effettua un “Colpo in Bianco”…`},
			{"button-when", []string{"every-coup-not-bianco", "every-coup", "every-shoe", "when-punto-wins"}, "Premessa", `Il "Bottone", assegnato alla postazione n°1 all'inizio del gioco, viene passato alla postazione successiva al termine di ogni colpo, escluso il "Colpo in Bianco".`},
			{"sixain", []string{"end-of-taglia", "every-coup", "never", "players-ask"}, "Art. 4", `Alla fine di ogni taglia, l’Ispettore di Gioco potrà decidere di sostituire i sei mazzi (sixain).`},
		},
	},
	{
		// 004's reserved tables dealt from the shoe ("Lo Shoe … viene
		// utilizzato su tavoli riservati"): the Shuffler Mate table's
		// procedures, with the cards put in the sabot, and a new shoe when
		// the mascherina comes out (Apertura 9) or after a card out face up
		// (Regole particolari 11). Interpretation: the new shoe is prepared
		// as the opening, from the shuffle on.
		Table: "italian-shuffler-shoe", Seed: "004", Lang: "it",
		Procedures: []Procedure{
			{Kind: ProcOpening, Steps: slices.Concat(opening004, []Step{
				{"cut-off-into-shoe", "Apertura 7, 9", `Si annullano con una mascherina (la stessa che viene usata dai giocatori) circa un mazzo e mezzo di carte… Quando appare la mascherina, il dealer termina la mano in corso (SOLO QUANDO SI UTILIZZA Lo "Shoe").`},
				{"burn-five-covered", "Apertura 8", `Prima di distribuire le carte il dealer deve annullare 5 carte coperte, indi inizia la partita.`},
			})},
			{Kind: ProcShuffle, Steps: []Step{
				{"cut-card-finish", "Apertura 9", `Quando appare la mascherina, il dealer termina la mano in corso (SOLO QUANDO SI UTILIZZA Lo "Shoe").`},
				{"reshuffle-by-hand", "Apertura 4", `Terminato il controllo, si stendono tutti i mazzi di carte sul tappeto col dorso rivolto verso l'alto e si mescolano a mano.`},
				{"new-shoe-halves", "Apertura 5", `Si raggruppano le carte in un unico mazzo, lo si divide in due e si pongono le due metà una a destra e l'altra a sinistra, quindi si prelevano circa 23 carte da ambedue i mazzi così ottenuti e si mescolano a mano.`},
				{"new-shoe-cut", "Apertura 6", `Si fanno tagliare le carte al primo giocatore a sinistra dell'impiegato; successivamente queste vengono tagliate dai giocatori con precedenza in senso orario`},
				{"new-shoe-cut-off", "Apertura 7, 9", `Si annullano con una mascherina (la stessa che viene usata dai giocatori) circa un mazzo e mezzo di carte… Quando appare la mascherina, il dealer termina la mano in corso (SOLO QUANDO SI UTILIZZA Lo "Shoe").`},
				{"new-shoe-burn", "Apertura 8", `Prima di distribuire le carte il dealer deve annullare 5 carte coperte, indi inizia la partita.`},
			}},
			{Kind: ProcRound, Steps: round004},
			{Kind: ProcClosing, Steps: closing004},
		},
		Questions: slices.Concat(questions004, []Question{
			{"shoe-cut-card", []string{"finish-hand", "stop-at-once", "one-more-hand", "void-hand"}, "Apertura 9", `Quando appare la mascherina, il dealer termina la mano in corso (SOLO QUANDO SI UTILIZZA Lo "Shoe").`},
			{"exposed-shoe", []string{"burn-reshuffle", "keep-valid", "burn-only", "void-hand"}, "Regole particolari 11", `Nell'utilizzo del sabot "Shoe", nel caso dovessero uscire carte che presentino all'esterno il loro valore, queste saranno "bruciate" dal dealer. Al termine si procederà al controllo dell'intera "sizain" rimescolando le carte e reinserendole nel sabot.`},
			{"fallen-shoe", []string{"count-end-hand", "inspector-next-hand", "no-count", "void-hand"}, "Regole particolari 5", `Con l'utilizzo del sabot (Shoe), alla fine della mano si conteranno le carte per accertarne la completezza e si sostituiranno solo le carte che appariranno danneggiate.`},
			{"even-money-when", []string{"ace-only", "ace-or-ten", "ten-only", "any-card"}, "Black Jack alla pari", `Quando il Dealer mostra un Asso, ogni giocatore in possesso di BLACK JACK può richiedere l'immediato pagamento alla pari senza attendere l'esito della mano…`},
			{"last-hand", []string{"l-ultima-mano", "ultimo-colpo", "rien-ne-va-plus", "colpo-in-bianco"}, "Regole particolari 16", `La fine partita deve essere annunciata dal dealer, a voce alta e su autorizzazione dell'Ispettore di gioco, con la dichiarazione "l'ultima mano".`},
			{"closing-who", []string{"ispettore-gioco-comunale", "dealer-alone", "cashier", "any-inspector"}, "Chiusura", `La chiusura del tavolo sarà eseguita dall'Ispettore di Gioco alla presenza dell'Ispettore Comunale…`},
		}),
	},
}

// What 004's two tables share, the Shuffler Mate's and the reserved
// tables' dealt from the shoe: the opening up to the cut, the round, the
// closing, the first questions.
var (
	opening004 = []Step{
		{"decks-right", "Apertura 1", `I sei mazzi di carte vengono posti alla destra dell'impiegato.`},
		{"discard-left", "Apertura 2", `Gli stessi vengono scartati e passati alla sua sinistra.`},
		{"check-decks", "Apertura 3", `Si controlla che i sei mazzi di carte siano completi e che le carte non presentino segni particolari. Questa operazione si esegue stendendo ogni mazzo sul tappeto alla presenza dell'Ispettore Comunale…`},
		{"spread-shuffle", "Apertura 4", `Terminato il controllo, si stendono tutti i mazzi di carte sul tappeto col dorso rivolto verso l'alto e si mescolano a mano.`},
		{"halves-23", "Apertura 5", `Si raggruppano le carte in un unico mazzo, lo si divide in due e si pongono le due metà una a destra e l'altra a sinistra, quindi si prelevano circa 23 carte da ambedue i mazzi così ottenuti e si mescolano a mano.`},
		{"on-the-mask", "Apertura 5", `Raggruppate in un unico mazzo, le carte si pongono sopra la mascherina precedentemente posizionata al centro del tavolo.`},
		{"cut-clockwise", "Apertura 6", `Si fanno tagliare le carte al primo giocatore a sinistra dell'impiegato; successivamente queste vengono tagliate dai giocatori con precedenza in senso orario`},
	}
	round004 = []Step{
		{"first-card-no-bets", "Regole particolari 12", `Sfilata la prima carta dalla "Shuffler Mate" o dallo Shoe, non si devono accettare altre puntate oltre a quelle già esistenti…`},
		{"first-cards-dealer", "Svolgimento della partita", `Il croupier distribuirà una carta scoperta per ogni casella cominciando dal primo alla sua sinistra; per ultimo ne prenderà una per sé…`},
		{"second-cards-players", "Svolgimento della partita", `…per poi riprendere il giro distribuendo una seconda carta scoperta a ciascun giocatore, nello stesso ordine della prima distribuzione.`},
		{"ask-from-left", "Svolgimento della partita", `Cominciando da quello seduto alla sinistra, il croupier chiederà ai giocatori se vogliono altre carte e ciascuno di essi, potrà chiamare quante carte vuole finché non dirà di "restare"…`},
		{"dealer-second-card", "Svolgimento della partita", `Quando tutti i giocatori avranno fatto il loro gioco, il banchiere si darà una seconda carta e si comporterà alla "regola"…`},
		{"settle-losers-first", "Svolgimento della partita", `Una volta conosciuti i punteggi, il croupier ritirerà le fiches perdenti e pagherà quelle vincenti.`},
	}
	closing004 = []Step{
		{"closing-inspectors", "Chiusura", `…il dealer non potrà passare i gettoni, se non su ordine dell'Ispettore di Gioco; le operazioni di chiusura inizieranno solo alla presenza dell'Ispettore di Gioco e dall'Ispettore del Comune.`},
		{"count-table", "Chiusura", `Il conteggio delle pezzature sarà attraverso il "Table" in dotazione.`},
		{"recap-bank", "Chiusura", `Dopo un accurato riepilogo, effettuato dal dealer alla presenza degli Ispettori (Gioco e S.I.C.), dei gettoni della banca…`},
		{"print-bordereau", "Chiusura", `…il "bordereaux elettronico" sarà stampato…`},
		{"countersign", "Chiusura", `…ricontrollato e controfirmato dal dealer e dagli Ispettori (Gioco e S.I.C.).`},
	}
	questions004 = []Question{
		{"burn", []string{"five", "none", "one", "three"}, "Apertura 8", `Prima di distribuire le carte il dealer deve annullare 5 carte coperte, indi inizia la partita.`},
		{"halves", []string{"about-23", "about-13", "about-26", "about-52"}, "Apertura 5", `…quindi si prelevano circa 23 carte da ambedue i mazzi così ottenuti e si mescolano a mano.`},
		{"cut-off", []string{"deck-half", "quarter-back", "one-deck", "over-50"}, "Apertura 7", `Si annullano con una mascherina (la stessa che viene usata dai giocatori) circa un mazzo e mezzo di carte…`},
		{"who-cuts-opening", []string{"dealer-left-clockwise", "got-cut-card", "inspector", "dealer-right"}, "Apertura 6", `Si fanno tagliare le carte al primo giocatore a sinistra dell'impiegato; successivamente queste vengono tagliate dai giocatori con precedenza in senso orario`},
	}
)
