package punto

import (
	"encoding/json"
	"reflect"
	"testing"
)

// A record saved in the hand history reads back as it was.
func TestRecordRoundTrip(t *testing.T) {
	rec, err := RunScript([]byte(`{"rules":"super-punto-banco","shoe":"2S 4H 3D 2C 9C","button":4,
		"bets":[{"position":2,"on":"punto","amount":50},{"position":5,"on":"punto","amount":50},
		{"position":7,"on":"banco","amount":100},{"position":3,"on":"egalite","amount":10}],"decisions":["carta"]}`))
	if err != nil {
		t.Fatal(err)
	}
	data, err := json.Marshal(rec)
	if err != nil {
		t.Fatal(err)
	}
	var back Record
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatalf("reading the record back: %v", err)
	}
	again, _ := json.Marshal(back)
	if string(again) != string(data) {
		t.Errorf("round trip changed the record:\n%s\n%s", data, again)
	}
	if !reflect.DeepEqual(back.Bets, rec.Bets) {
		t.Errorf("bets %+v; want %+v", back.Bets, rec.Bets)
	}
	var r Result
	if err := r.UnmarshalText([]byte("won")); err == nil {
		t.Error("an unknown result was read")
	}
}
