package save

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"

	"sabot/locales"
	"sabot/tutor/learner"
)

// decodeFile reads a save file's bytes: one JSON envelope of this Version
// and nothing after it. A refused file's error comes with the notice's key:
// NoticeSaveCorrupt, NoticeSaveVersion, or NoticeSaveNewer for a file of a
// newer version (left as it is).
func decodeFile(data []byte) (envelope, locales.Key, error) {
	var e envelope
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&e); err != nil {
		return e, locales.NoticeSaveCorrupt, err
	}
	if dec.More() {
		return e, locales.NoticeSaveCorrupt, errors.New("data after the file's object")
	}
	if e.Version > Version {
		return e, locales.NoticeSaveNewer, fmt.Errorf("version %d: %w", e.Version, errNewer)
	}
	if e.Version != Version {
		return e, locales.NoticeSaveVersion, fmt.Errorf("version %d, want %d", e.Version, Version)
	}
	return e, "", nil
}

// encodeFile is the bytes write puts on disk for e: the history compact,
// one line, as the engines wrote its records; the small files indented for
// a person to read; a newline at the end.
func encodeFile(e envelope) ([]byte, error) {
	var data []byte
	var err error
	if e.Records != nil {
		data, err = json.Marshal(e)
	} else {
		data, err = json.MarshalIndent(e, "", " ")
	}
	if err != nil {
		return nil, err
	}
	return append(data, '\n'), nil
}

// settings returns the settings an envelope holds, checked.
func (e envelope) settings() (Settings, error) {
	if e.Settings == nil {
		return Settings{}, errors.New("no settings")
	}
	if err := e.Settings.Validate(); err != nil {
		return Settings{}, err
	}
	return *e.Settings, nil
}

// decodeSettings reads the settings file's bytes as Load does; the key is
// the notice of a refused file.
func decodeSettings(data []byte) (Settings, locales.Key, error) {
	e, key, err := decodeFile(data)
	if err != nil {
		return Settings{}, key, err
	}
	s, err := e.settings()
	if err != nil {
		return Settings{}, locales.NoticeSaveCorrupt, err
	}
	return s, "", nil
}

// decodeProgress reads the progress file's bytes as LoadProgress does; the
// key is the notice of a refused file.
func decodeProgress(data []byte) (*learner.Progress, locales.Key, error) {
	var head struct {
		Version int `json:"version"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return nil, locales.NoticeSaveCorrupt, err
	}
	if head.Version > learner.ProgressVersion {
		return nil, locales.NoticeSaveNewer, fmt.Errorf("version %d: %w", head.Version, errNewer)
	}
	if head.Version < 1 {
		return nil, locales.NoticeSaveVersion, fmt.Errorf("version %d, want %d", head.Version, learner.ProgressVersion)
	}
	p, err := learner.LoadProgress(data)
	if err != nil {
		return nil, locales.NoticeSaveCorrupt, err
	}
	return p, "", nil
}

// encodeProgress is the bytes SaveProgress puts on disk: the progress as
// JSON, checked to load back, and a newline.
func encodeProgress(p *learner.Progress) ([]byte, error) {
	if p == nil {
		return nil, errors.New("progress: nothing to save")
	}
	// The lowest version that reads it right: an older Sabot keeps its
	// hands off a progress with pesos only (learner.ProgressVersion).
	v := *p
	v.Version = p.FileVersion()
	data, err := json.Marshal(&v)
	if err != nil {
		return nil, fmt.Errorf("progress: %w", err)
	}
	if _, err := learner.LoadProgress(data); err != nil {
		return nil, err
	}
	return append(data, '\n'), nil
}
