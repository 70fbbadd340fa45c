import { useParams } from 'react-router';
import { Placeholder } from '../../features/placeholder/Placeholder';
import { GuestQuoteRequests } from '../../features/quotes/GuestQuoteRequests';
import { QuoteRequestDetail } from '../../features/quotes/QuoteRequestDetail';

// Issue 5 mounts only its section here; the profile area itself belongs to the accounts work.
export default function Page() {
  const { sectionId, subentityId } = useParams();
  if (sectionId === 'quote-requests') {
    return subentityId ? (
      <QuoteRequestDetail key={subentityId} id={subentityId} listHref="/profile/quote-requests" />
    ) : (
      <GuestQuoteRequests />
    );
  }
  return <Placeholder title="Profilo" />;
}
