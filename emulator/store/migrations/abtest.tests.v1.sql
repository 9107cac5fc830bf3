CREATE TABLE abtest_tests (name TEXT PRIMARY KEY, groups TEXT NOT NULL, active_from TEXT NOT NULL, active_until TEXT NOT NULL);
