CREATE TABLE preview_staff_sessions (id TEXT PRIMARY KEY, user_name TEXT NOT NULL, created_at TEXT NOT NULL, expires_at INTEGER NOT NULL,
  preview_date_time TEXT, ab_test_name TEXT NOT NULL DEFAULT '', ab_test_group TEXT NOT NULL DEFAULT '');
