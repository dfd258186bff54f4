package opening

// procedures are the tables' steps, by table and kind.
var procedures = map[string]map[Kind][]Step{
	"italian-classic": {
		Opening: {
			{"check-face-up", "Art. 1", `La partita di Black Jack si gioca con minimo quattro mazzi di 52 carte, le quali devono essere spacchettate al tavolo… controllate con la figura verso l’alto e poi voltate.`, NoParam},
			{"insalata", "Art. 1", `Il sistema é detto “ad insalata” e per attuarlo l’impiegato userà il palmo delle mani…`, NoParam},
			{"riffle", "Art. 1", `…traendo dall’intera smazzata quattro parti, ciascuna divisa in due mazzetti, uno per mano, che verranno poi accostati e fatti velocemente compenetrare mediante un inserimento alternato impresso con le dita.`, NoParam},
			{"offer-cut", "Art. 1, 30", `Ne farà quindi un solo mazzo che verrà offerto ad un partecipante per il “taglio”;`, Cutter},
			{"cut-card", "Cap. 1", `…viene quindi inserita, sempre dall’impiegato, una mascherina, posizionata a circa un quarto (posteriore) dell’intero mazzo.`, CutCard},
			{"burn", "Art. 1", `Prima di iniziare a distribuire le carte, ne eliminerà (brucerà) le prime cinque curando di non farne vedere il valore…`, Burn},
		},
		NewShoe: {
			{"tallone-four-parts", "Art. 32", `L’impiegato, terminato le carte e prima di mischiarle, deve suddividere l’intero mazzo in quattro parti e, in queste, distribuire le carte del tallone precedente non entrate in gioco.`, NoParam},
			{"shuffle-groups", "Art. 32", `Dopo aver più volte mischiato a gruppi separati formerà un solo mazzo che offrirà al giocatore avente diritto per il taglio di rito.`, NoParam},
			{"offer-cut", "Art. 30", `Il taglio del mazzo é offerto al giocatore che a fine sabot ha ricevuto, per naturale distribuzione, la mascherina inserita nel mazzo; se rinuncia la passa al giocatore alla sua sinistra.`, Cutter},
			{"cut-card", "Cap. 1", `…viene quindi inserita, sempre dall’impiegato, una mascherina, posizionata a circa un quarto (posteriore) dell’intero mazzo.`, CutCard},
			{"burn", "Cap. 1", `Prima di iniziare la distribuzione, l’impiegato inserisce le carte nel contenitore (sabot) e ne “brucia” (elimina) le prime cinque.`, Burn},
		},
	},
	"italian-shuffler": {
		Opening: {
			{"decks-right", "Apertura 1", `I sei mazzi di carte vengono posti alla destra dell'impiegato.`, NoParam},
			{"discard-left", "Apertura 2", `Gli stessi vengono scartati e passati alla sua sinistra.`, NoParam},
			{"check-decks", "Apertura 3", `Si controlla che i sei mazzi di carte siano completi e che le carte non presentino segni particolari. Questa operazione si esegue stendendo ogni mazzo sul tappeto alla presenza dell'Ispettore Comunale…`, NoParam},
			{"spread-shuffle", "Apertura 4", `Terminato il controllo, si stendono tutti i mazzi di carte sul tappeto col dorso rivolto verso l'alto e si mescolano a mano.`, NoParam},
			{"halves-23", "Apertura 5", `Si raggruppano le carte in un unico mazzo, lo si divide in due e si pongono le due metà una a destra e l'altra a sinistra, quindi si prelevano circa 23 carte da ambedue i mazzi così ottenuti e si mescolano a mano.`, NoParam},
			{"offer-cut", "Apertura 6", `Si fanno tagliare le carte al primo giocatore a sinistra dell'impiegato; successivamente queste vengono tagliate dai giocatori con precedenza in senso orario`, Cutter},
			{"cut-card", "Apertura 7", `Si annullano con una mascherina (la stessa che viene usata dai giocatori) circa un mazzo e mezzo di carte…`, CutCard},
			{"burn", "Apertura 8", `Prima di distribuire le carte il dealer deve annullare 5 carte coperte, indi inizia la partita.`, Burn},
		},
		Closing: {
			{"closing-inspectors", "Chiusura", `…il dealer non potrà passare i gettoni, se non su ordine dell'Ispettore di Gioco; le operazioni di chiusura inizieranno solo alla presenza dell'Ispettore di Gioco e dall'Ispettore del Comune.`, NoParam},
			{"count-table", "Chiusura", `Il conteggio delle pezzature sarà attraverso il "Table" in dotazione.`, NoParam},
			{"recap-bank", "Chiusura", `Dopo un accurato riepilogo, effettuato dal dealer alla presenza degli Ispettori (Gioco e S.I.C.), dei gettoni della banca…`, NoParam},
			{"print-bordereau", "Chiusura", `…il "bordereaux elettronico" sarà stampato, ricontrollato e controfirmato dal dealer e dagli Ispettori (Gioco e S.I.C.).`, NoParam},
			{"chip-tray-locked", "Chiusura", `…consisterà nella messa in sicurezza dei gettoni all'interno del "chip tray" (budino) con la chiusura del coperchio dotato di serrature allarmate.`, NoParam},
		},
	},
	// 004's reserved tables dealt from the shoe: the same opening, but the
	// cards cut off with the mascherina go into the sabot with it, and its
	// coming out ends the shoe (Apertura 9).
	"italian-shuffler-shoe": {
		Opening: {
			{"decks-right", "Apertura 1", `I sei mazzi di carte vengono posti alla destra dell'impiegato.`, NoParam},
			{"discard-left", "Apertura 2", `Gli stessi vengono scartati e passati alla sua sinistra.`, NoParam},
			{"check-decks", "Apertura 3", `Si controlla che i sei mazzi di carte siano completi e che le carte non presentino segni particolari. Questa operazione si esegue stendendo ogni mazzo sul tappeto alla presenza dell'Ispettore Comunale…`, NoParam},
			{"spread-shuffle", "Apertura 4", `Terminato il controllo, si stendono tutti i mazzi di carte sul tappeto col dorso rivolto verso l'alto e si mescolano a mano.`, NoParam},
			{"halves-23", "Apertura 5", `Si raggruppano le carte in un unico mazzo, lo si divide in due e si pongono le due metà una a destra e l'altra a sinistra, quindi si prelevano circa 23 carte da ambedue i mazzi così ottenuti e si mescolano a mano.`, NoParam},
			{"offer-cut", "Apertura 6", `Si fanno tagliare le carte al primo giocatore a sinistra dell'impiegato; successivamente queste vengono tagliate dai giocatori con precedenza in senso orario`, Cutter},
			{"cut-card", "Apertura 7, 9", `Si annullano con una mascherina (la stessa che viene usata dai giocatori) circa un mazzo e mezzo di carte… Quando appare la mascherina, il dealer termina la mano in corso (SOLO QUANDO SI UTILIZZA Lo "Shoe").`, CutCard},
			{"burn", "Apertura 8", `Prima di distribuire le carte il dealer deve annullare 5 carte coperte, indi inizia la partita.`, Burn},
		},
	},
	"argentine": {
		Opening: {
			{"authorised-shuffle", "Desarrollo 5", `El pagador, con autorización del Inspector o Jefe de Mesa, efectuará el mezclado de cartas y el baraje correspondiente…`, NoParam},
			{"offer-cut", "Desarrollo 5", `…posteriormente, procederá al armado del Sabot solicitando a los apostadores realizar el corte correspondiente.`, Cutter},
			{"cut-size", "Desarrollo 6", `El corte deberá ser, aproximadamente, superior a las cincuenta cartas.`, CutSize},
			{"cut-card", "Desarrollo 7", `Al final del mazo se colocará otra tarjeta de corte para prevenir la llegada del ultimo pase, éste tendrá una extensión de aproximadamente un mazo.`, CutCard},
		},
	},
}

func init() {
	// A new shoe is the opening again: 001 Desarrollo 5-7 are the "armado
	// del Sabot", each shoe's; 004 states no other (Interpretation: from
	// the shuffle on, Apertura 4-8, the decks put at the right, unwrapped
	// and checked once, at the opening, Apertura 1-3).
	procedures["argentine"][NewShoe] = procedures["argentine"][Opening]
	procedures["italian-shuffler"][NewShoe] = procedures["italian-shuffler"][Opening][3:]
	// At the shoe table the shoe ends with the mascherina (Apertura 9), or
	// after a card out face up, "rimescolando le carte e reinserendole nel
	// sabot" (Regole particolari 11). Interpretation: the new shoe is
	// prepared as at the opening, from the shuffle on (Apertura 4); the
	// Chiusura is the Shuffler Mate table's.
	procedures["italian-shuffler-shoe"][NewShoe] = procedures["italian-shuffler-shoe"][Opening][3:]
	procedures["italian-shuffler-shoe"][Closing] = procedures["italian-shuffler"][Closing]
}
