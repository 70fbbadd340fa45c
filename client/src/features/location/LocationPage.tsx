import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { formatEuro, locationTitle, whyChooseTitle } from '../../../../domain/index';
import { LocationPageDocument } from '../../gql/generated';
import { Button } from '../../ui';
import * as s from './Location.css';
import { QuoteSection } from '../quotes/QuoteSection';
import { layout as quoteLayout } from '../quotes/Quotes.css';

export function LocationPage() {
  const { locationSlug = '' } = useParams();
  const navigate = useNavigate();
  const nav = useLocation();
  const { data, loading } = useQuery(LocationPageDocument, { variables: { idOrSlug: locationSlug } });
  const location = data?.location;

  useEffect(() => {
    if (!location) return;
    const previous = document.title;
    document.title = `${location.name} – ${location.city} | Festalocation`;
    return () => {
      document.title = previous;
    };
  }, [location]);

  const back = () => {
    if ((nav.state as { from?: string } | null)?.from === 'search') navigate('/search', { replace: true });
    else navigate(-1);
  };

  if (loading && !location) {
    return (
      <div aria-busy="true" aria-label="Caricamento">
        <div className={s.skeletonHero} />
      </div>
    );
  }
  if (!location) return <p className={s.notFound}>Location non trovata</p>;

  const cover = location.images[0]?.imageUrl;
  return (
    <div className={quoteLayout}>
      <article className={s.page}>
        <div>
          <Button variant="ghost" onPress={back}>
            ← Indietro
          </Button>
        </div>
        {cover && <img className={s.cover} src={cover} alt={location.name} width={1200} height={800} />}
        <h1 className={s.title}>
          {locationTitle({ name: location.name, city: location.city, activityTypes: location.activityTypes })}
        </h1>
        <p className={s.address}>
          {location.address}, {location.city}
        </p>
        <section>
          <h2 className={s.h2}>{whyChooseTitle(location.name, location.city)}</h2>
          <p>{location.description}</p>
        </section>
        <section>
          <h2 className={s.h2}>Ambienti</h2>
          <table className={s.table}>
            <thead>
              <tr>
                <th scope="col">Spazio</th>
                <th scope="col">Ospiti</th>
                <th scope="col">Affitto</th>
              </tr>
            </thead>
            <tbody>
              {location.ambients.map((a) => (
                <tr key={a.id}>
                  <td>{a.name}</td>
                  <td>{a.capacity}</td>
                  <td>
                    {a.rentPriceCents === 0 ? 'Incluso' : formatEuro(a.rentPriceCents)}
                    {a.rentDuration === 'HALF' ? '*' : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        {location.services.length > 0 && (
          <section>
            <h2 className={s.h2}>Servizi</h2>
            <table className={s.table}>
              <thead>
                <tr>
                  <th scope="col">Tipologia</th>
                  <th scope="col">Prezzo</th>
                  <th scope="col">Dettagli</th>
                </tr>
              </thead>
              <tbody>
                {location.services.map((x) => (
                  <tr key={x.id}>
                    <td>{x.serviceTypeName}</td>
                    <td>
                      {formatEuro(x.pricePerPersonCents)}
                      {x.ambientIncluded ? '*' : ''}
                    </td>
                    <td>{x.name}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {location.services.some((x) => x.ambientIncluded) && (
              <p className={s.note}>*Costo ambiente incluso</p>
            )}
          </section>
        )}
      </article>
      <QuoteSection location={location} />
    </div>
  );
}
