CREATE TABLE emulator_settings (key TEXT PRIMARY KEY, value TEXT NOT NULL)
