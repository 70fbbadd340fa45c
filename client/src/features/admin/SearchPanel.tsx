import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { adminStrings as adminIt } from '../../i18n/it.admin';
import { Button, Form, TextField } from '../../ui';
import { AdminSearchDocument } from './search.generated';
import { LocationResult, UserResult } from './SearchResults';
import { QueryState } from './QueryState';
import { usePageTitle } from './usePageTitle';
import * as s from './Admin.css';

const t = adminIt.search;
const MIN = 2;

/** /admin/cerca?q=…: one field; locations and users found, each with its state and its suspension. */
export function SearchPanel() {
  usePageTitle(adminIt.sections.search);
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const [text, setText] = useState(q);
  const [tooShort, setTooShort] = useState(false);
  const { data, loading, error, refetch } = useQuery(AdminSearchDocument, {
    variables: { query: q },
    skip: q.length < MIN,
    fetchPolicy: 'cache-and-network',
  });
  const result = q.length >= MIN ? data?.adminSearch : undefined;

  const submit = () => {
    const value = text.trim();
    setTooShort(value.length < MIN);
    if (value.length >= MIN) setParams({ q: value });
  };

  return (
    <>
      <h1 className={s.h1}>{adminIt.sections.search}</h1>
      <Form
        onSubmit={submit}
        validationErrors={tooShort ? { q: adminIt.search.help } : undefined}
        className={s.searchRow}
      >
        <TextField
          name="q"
          type="search"
          label={t.label}
          description={t.help}
          value={text}
          onChange={(v) => {
            setText(v);
            setTooShort(false);
          }}
          className={s.searchField}
        />
        <div style={{ paddingTop: 28 }}>
          <Button type="submit" variant="primary">
            {t.submit}
          </Button>
        </div>
      </Form>
      {q.length >= MIN && (
        <QueryState loading={loading} error={error} hasData={!!result} retry={() => void refetch()}>
          {result && (
            <>
              <section className={s.main} aria-labelledby="found-locations">
                <h2 id="found-locations" className={s.h2}>
                  {t.locations} ({result.locations.length})
                </h2>
                {result.locations.length === 0 ? (
                  <p className={s.muted}>{t.noLocations}</p>
                ) : (
                  <ul className={s.list}>
                    {result.locations.map((l) => (
                      <li key={l.id}>
                        <LocationResult location={l} />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
              <section className={s.main} aria-labelledby="found-users">
                <h2 id="found-users" className={s.h2}>
                  {t.users} ({result.users.length})
                </h2>
                {result.users.length === 0 ? (
                  <p className={s.muted}>{t.noUsers}</p>
                ) : (
                  <ul className={s.list}>
                    {result.users.map((u) => (
                      <li key={u.id}>
                        <UserResult user={u} />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            </>
          )}
        </QueryState>
      )}
    </>
  );
}
