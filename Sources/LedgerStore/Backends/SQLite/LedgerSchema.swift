/// The schema, as migrations indexed by `PRAGMA user_version`. docs/ledger-schema.md is the contract
/// for what is here; a change to a shipped migration is never made, only a new one appended.
/// Migrations run with foreign keys off and are checked with `PRAGMA foreign_key_check` before
/// they commit, so one may rebuild a table other tables point at.
enum LedgerSchema {
    static var currentVersion: Int { migrations.count }

    static let migrations: [String] = [
        version1, version2, version3, version4, version5, transferPairsVersion, rowProvenance, versionBudgets,
        versionForeignAmounts, unverifiedAcceptancesVersion, removedSectionsVersion,
    ]

    static let version1 = """
        CREATE TABLE accounts (
            id            INTEGER PRIMARY KEY,
            institution   TEXT NOT NULL,
            masked_number TEXT NOT NULL,
            currency      TEXT NOT NULL CHECK (length(currency) = 3),
            kind          TEXT NOT NULL CHECK (kind IN ('current', 'savings', 'card')),
            UNIQUE (institution, masked_number, currency)
        );
        CREATE TABLE categories (
            id           TEXT PRIMARY KEY,
            name_en      TEXT NOT NULL,
            name_es      TEXT NOT NULL,
            kind         TEXT NOT NULL CHECK (kind IN ('expense', 'income', 'transfer')),
            parent       TEXT REFERENCES categories(id),
            user_defined INTEGER NOT NULL DEFAULT 0 CHECK (user_defined IN (0, 1))
        );
        CREATE TABLE statements (
            id                    INTEGER PRIMARY KEY,
            file_sha256           TEXT NOT NULL UNIQUE,
            file_name             TEXT NOT NULL,
            account_id            INTEGER NOT NULL REFERENCES accounts(id),
            period_start          TEXT,
            period_end            TEXT,
            statement_date        TEXT,
            opening_balance_minor INTEGER,
            closing_balance_minor INTEGER,
            currency              TEXT NOT NULL,
            verdict               TEXT NOT NULL CHECK (verdict IN ('verified', 'unverifiable', 'failed')),
            problems              TEXT NOT NULL DEFAULT '',
            accepted_unverified   INTEGER NOT NULL DEFAULT 0 CHECK (accepted_unverified IN (0, 1)),
            page_count            INTEGER NOT NULL,
            row_count             INTEGER NOT NULL,
            imported_at           TEXT NOT NULL,
            tool_version          TEXT NOT NULL
        );
        CREATE TABLE transactions (
            id              TEXT PRIMARY KEY,
            account_id      INTEGER NOT NULL REFERENCES accounts(id),
            statement_id    INTEGER NOT NULL REFERENCES statements(id),
            date            TEXT NOT NULL,
            value_date      TEXT,
            description     TEXT NOT NULL,
            raw_text        TEXT NOT NULL,
            amount_minor    INTEGER NOT NULL,
            currency        TEXT NOT NULL,
            balance_minor   INTEGER,
            category_id     TEXT REFERENCES categories(id),
            confidence      REAL NOT NULL DEFAULT 0 CHECK (confidence BETWEEN 0 AND 1),
            category_source TEXT NOT NULL DEFAULT 'none'
                            CHECK (category_source IN ('user', 'rule', 'learned', 'remote', 'none')),
            category_reason TEXT NOT NULL DEFAULT '',
            payee           TEXT,
            locked          INTEGER NOT NULL DEFAULT 0 CHECK (locked IN (0, 1)),
            review_status   TEXT NOT NULL DEFAULT 'needs_review'
                            CHECK (review_status IN ('auto', 'needs_review', 'confirmed')),
            review_reason   TEXT NOT NULL DEFAULT '',
            fingerprint     TEXT NOT NULL UNIQUE,
            occurrence      INTEGER NOT NULL DEFAULT 1,
            page            INTEGER NOT NULL,
            line            INTEGER NOT NULL,
            created_at      TEXT NOT NULL,
            updated_at      TEXT NOT NULL
        );
        CREATE INDEX transactions_by_date ON transactions(date);
        CREATE INDEX transactions_by_account_date ON transactions(account_id, date);
        CREATE INDEX transactions_by_category ON transactions(category_id);
        CREATE INDEX transactions_by_review_status ON transactions(review_status);
        CREATE INDEX transactions_by_statement ON transactions(statement_id);
        CREATE TABLE statement_rows (
            statement_id   INTEGER NOT NULL REFERENCES statements(id),
            position       INTEGER NOT NULL,
            transaction_id TEXT NOT NULL REFERENCES transactions(id),
            PRIMARY KEY (statement_id, position)
        ) WITHOUT ROWID;
        CREATE INDEX statement_rows_by_transaction ON statement_rows(transaction_id);
        CREATE TABLE categorisation_events (
            id             INTEGER PRIMARY KEY,
            transaction_id TEXT NOT NULL REFERENCES transactions(id),
            old_category   TEXT,
            new_category   TEXT,
            source         TEXT NOT NULL CHECK (source IN ('user', 'rule', 'learned', 'remote', 'none')),
            confidence     REAL NOT NULL,
            reason         TEXT NOT NULL,
            at             TEXT NOT NULL
        );
        CREATE INDEX categorisation_events_by_transaction ON categorisation_events(transaction_id);
        CREATE TABLE import_runs (
            id            INTEGER PRIMARY KEY,
            started_at    TEXT NOT NULL,
            finished_at   TEXT,
            files_seen    INTEGER NOT NULL DEFAULT 0,
            imported      INTEGER NOT NULL DEFAULT 0,
            skipped       INTEGER NOT NULL DEFAULT 0,
            failed        INTEGER NOT NULL DEFAULT 0,
            rows_inserted INTEGER NOT NULL DEFAULT 0,
            duplicates    INTEGER NOT NULL DEFAULT 0,
            status        TEXT NOT NULL CHECK (status IN ('running', 'succeeded', 'partial', 'failed'))
        );
        CREATE TABLE learned_merchants (
            merchant      TEXT PRIMARY KEY,
            category_id   TEXT NOT NULL REFERENCES categories(id),
            agreements    INTEGER NOT NULL DEFAULT 0,
            disagreements INTEGER NOT NULL DEFAULT 0,
            updated_at    TEXT NOT NULL
        );
        """

    /// Several statements per file: a PDF that prints several accounts stores one statement per
    /// account, numbered by `section` in the order the PDF prints them. `file_sha256` alone was
    /// UNIQUE; SQLite cannot drop that constraint in place, so the table is rebuilt with the same
    /// ids (transactions and statement_rows keep pointing at the same rows) and the new column
    /// last, where an added column would go.
    static let version2 = """
        CREATE TABLE statements_v2 (
            id                    INTEGER PRIMARY KEY,
            file_sha256           TEXT NOT NULL,
            file_name             TEXT NOT NULL,
            account_id            INTEGER NOT NULL REFERENCES accounts(id),
            period_start          TEXT,
            period_end            TEXT,
            statement_date        TEXT,
            opening_balance_minor INTEGER,
            closing_balance_minor INTEGER,
            currency              TEXT NOT NULL,
            verdict               TEXT NOT NULL CHECK (verdict IN ('verified', 'unverifiable', 'failed')),
            problems              TEXT NOT NULL DEFAULT '',
            accepted_unverified   INTEGER NOT NULL DEFAULT 0 CHECK (accepted_unverified IN (0, 1)),
            page_count            INTEGER NOT NULL,
            row_count             INTEGER NOT NULL,
            imported_at           TEXT NOT NULL,
            tool_version          TEXT NOT NULL,
            section               INTEGER NOT NULL DEFAULT 1 CHECK (section >= 1),
            UNIQUE (file_sha256, section)
        );
        INSERT INTO statements_v2 (id, file_sha256, file_name, account_id, period_start, period_end, statement_date,
            opening_balance_minor, closing_balance_minor, currency, verdict, problems, accepted_unverified,
            page_count, row_count, imported_at, tool_version, section)
        SELECT id, file_sha256, file_name, account_id, period_start, period_end, statement_date,
            opening_balance_minor, closing_balance_minor, currency, verdict, problems, accepted_unverified,
            page_count, row_count, imported_at, tool_version, 1
        FROM statements;
        DROP TABLE statements;
        ALTER TABLE statements_v2 RENAME TO statements;
        """

    /// Accounts told apart by their full printed number, duplicates, categories of one's own and
    /// an audit trail of what people changed. `accounts` loses its UNIQUE (institution,
    /// masked_number, currency), which merged two accounts ending in the same four digits, so it
    /// is rebuilt with the same ids. Accounts from before keep their old fingerprint key (the
    /// rows they hold keep their fingerprints) and an identity by last four digits, which the
    /// first statement printing the full number claims.
    static let version3 = """
        CREATE TABLE accounts_v3 (
            id              INTEGER PRIMARY KEY,
            institution     TEXT NOT NULL,
            masked_number   TEXT NOT NULL,
            currency        TEXT NOT NULL CHECK (length(currency) = 3),
            kind            TEXT NOT NULL CHECK (kind IN ('current', 'savings', 'card')),
            identity        TEXT NOT NULL UNIQUE,
            fingerprint_key TEXT NOT NULL UNIQUE,
            name            TEXT
        );
        INSERT INTO accounts_v3 (id, institution, masked_number, currency, kind, identity, fingerprint_key, name)
        SELECT id, institution, masked_number, currency, kind,
            'masked:' || institution || char(31) || masked_number || char(31) || currency,
            institution || char(31) || masked_number || char(31) || currency, NULL
        FROM accounts;
        DROP TABLE accounts;
        ALTER TABLE accounts_v3 RENAME TO accounts;
        ALTER TABLE transactions ADD COLUMN duplicate INTEGER NOT NULL DEFAULT 0 CHECK (duplicate IN (0, 1));
        ALTER TABLE categories ADD COLUMN retired INTEGER NOT NULL DEFAULT 0 CHECK (retired IN (0, 1));
        CREATE TABLE category_aliases (
            alias       TEXT PRIMARY KEY,
            category_id TEXT NOT NULL REFERENCES categories(id)
        );
        CREATE TABLE ledger_events (
            id      INTEGER PRIMARY KEY,
            action  TEXT NOT NULL,
            subject TEXT NOT NULL,
            detail  TEXT NOT NULL,
            at      TEXT NOT NULL
        );
        """

    /// The bank or branch code printed beside a plain account number (sort code, routing number,
    /// BSB…), shown with the account: the same number at two sort codes is two accounts, whose
    /// identities carry the code. Accounts from before have none until a statement prints it.
    static let version4 = """
        ALTER TABLE accounts ADD COLUMN bank_code TEXT;
        """

    /// The agreement each remote service and model earned in its last run, so a model that did
    /// badly last month starts cautious, with the smaller batch size its next run asks in. Counts
    /// and sizes only: no description, answer or key.
    static let version5 = """
        CREATE TABLE remote_agreement (
            service_url          TEXT NOT NULL,
            model                TEXT NOT NULL,
            asked                INTEGER NOT NULL CHECK (asked >= 0),
            agreed               INTEGER NOT NULL CHECK (agreed >= 0 AND agreed <= asked),
            configured_batch_size INTEGER NOT NULL CHECK (configured_batch_size >= 1),
            batch_size           INTEGER NOT NULL CHECK (batch_size >= 1),
            recorded_at          TEXT NOT NULL,
            PRIMARY KEY (service_url, model)
        );
        """

    /// Transfers between the person's own accounts: the two rows of each, found by the tool at
    /// import or on demand, or paired by a person; a person's unpairing is kept, so the tool never
    /// pairs those rows again. One row is in at most one pair that stands (partial unique indexes).
    static let transferPairsVersion = """
        CREATE TABLE transfer_pairs (
            id          INTEGER PRIMARY KEY,
            outgoing_id TEXT REFERENCES transactions(id),
            incoming_id TEXT REFERENCES transactions(id),
            status      TEXT NOT NULL CHECK (status IN ('found', 'confirmed', 'unpaired')),
            strength    TEXT NOT NULL CHECK (strength IN ('amount', 'card_bill', 'named', 'person')),
            created_at  TEXT NOT NULL,
            updated_at  TEXT NOT NULL,
            CHECK (outgoing_id IS NOT NULL OR incoming_id IS NOT NULL),
            CHECK (status = 'unpaired' OR (outgoing_id IS NOT NULL AND incoming_id IS NOT NULL))
        );
        CREATE UNIQUE INDEX transfer_pairs_standing_outgoing ON transfer_pairs(outgoing_id) WHERE status <> 'unpaired';
        CREATE UNIQUE INDEX transfer_pairs_standing_incoming ON transfer_pairs(incoming_id) WHERE status <> 'unpaired';
        """

    /// Where each row came from and which statements prove it (issue 39): the kind of file a
    /// statement was read from, the bank's own id of each row, and a row of `row_proofs` for each
    /// statement that printed a row stored before (from another file or format). Rows and
    /// statements stored before have NULL there and no proofs. Its own step, touching only its
    /// own columns and table, so it can be numbered wherever it lands among the migrations.
    static let rowProvenance = """
        ALTER TABLE statements ADD COLUMN format TEXT;
        ALTER TABLE transactions ADD COLUMN bank_reference TEXT;
        CREATE TABLE row_proofs (
            transaction_id TEXT NOT NULL REFERENCES transactions(id),
            statement_id   INTEGER NOT NULL REFERENCES statements(id),
            position       INTEGER NOT NULL,
            page           INTEGER NOT NULL,
            line           INTEGER NOT NULL,
            matched_by     TEXT NOT NULL CHECK (matched_by IN ('fingerprint', 'bank_reference', 'date_amount')),
            proven_at      TEXT NOT NULL,
            PRIMARY KEY (transaction_id, statement_id)
        );
        CREATE INDEX row_proofs_by_statement ON row_proofs(statement_id);
        """

    /// Budgets: how much a category may take each week, fortnight, month or year, counted from
    /// `starts_on`, in one currency (docs/ledger-schema.md, `budgets`). One budget per category.
    static let versionBudgets = """
        CREATE TABLE budgets (
            category_id TEXT PRIMARY KEY REFERENCES categories(id),
            limit_minor INTEGER NOT NULL CHECK (limit_minor > 0),
            currency    TEXT NOT NULL CHECK (length(currency) = 3),
            cadence     TEXT NOT NULL CHECK (cadence IN ('week', 'fortnight', 'month', 'year')),
            starts_on   TEXT NOT NULL,
            updated_at  TEXT NOT NULL
        );
        """

    /// What a row was first charged in another currency, as its statement printed it: the
    /// original amount (minor units of `original_currency`, signed like the row) and the printed
    /// rate as text, exactly; and the holder's name a statement prints (docs/ledger-schema.md).
    /// NULL where nothing is printed. Its own step, touching only its own columns.
    static let versionForeignAmounts = """
        ALTER TABLE transactions ADD COLUMN original_minor INTEGER;
        ALTER TABLE transactions ADD COLUMN original_currency TEXT;
        ALTER TABLE transactions ADD COLUMN original_rate TEXT;
        ALTER TABLE statements ADD COLUMN holder_name TEXT;
        """

    /// A person's "store this account's statements of this layout though they print no balance"
    /// (issue 34, item 5): one row per account and layout (its kind, layout profile and table
    /// header, as `NamedAccountIdentity.layout`). Its own step, touching only its own table, so it
    /// can be numbered wherever it lands among the migrations.
    static let unverifiedAcceptancesVersion = """
        CREATE TABLE unverified_acceptances (
            id          INTEGER PRIMARY KEY,
            account_id  INTEGER NOT NULL REFERENCES accounts(id),
            layout      TEXT NOT NULL,
            file_name   TEXT NOT NULL,
            accepted_at TEXT NOT NULL,
            UNIQUE (account_id, layout)
        );
        """

    /// The sections of a file a person removed while another section of it stays
    /// (`statements remove`): the file no longer counts as wholly imported, and importing it
    /// again stores those sections only. Its own step, touching only its own table.
    static let removedSectionsVersion = """
        CREATE TABLE removed_sections (
            file_sha256  TEXT NOT NULL,
            section      INTEGER NOT NULL CHECK (section >= 1),
            statement_id INTEGER NOT NULL,
            file_name    TEXT NOT NULL,
            removed_at   TEXT NOT NULL,
            PRIMARY KEY (file_sha256, section)
        );
        """
}
