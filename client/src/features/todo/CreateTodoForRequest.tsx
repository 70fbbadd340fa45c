import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { todoStrings as todoIt } from '../../i18n/it.todo';
import { runMutation } from '../../lib/mutationErrors';
import { Button } from '../../ui';
import { addListToCache } from './cache';
import { CreateTodoListForQuoteRequestDocument } from './todo.generated';

/**
 * On the guest's own request: a to-do list for it, from the preset of the location's event type, already
 * linked (the server picks the preset and the name), then opened.
 */
export function CreateTodoForRequest({ quoteRequestId }: { quoteRequestId: string }) {
  const navigate = useNavigate();
  const [create, { loading }] = useMutation(CreateTodoListForQuoteRequestDocument, {
    update: (cache, { data }) => {
      if (data?.createTodoListForQuoteRequest) addListToCache(cache, data.createTodoListForQuoteRequest);
    },
  });
  const onPress = async () => {
    const done = await runMutation(() => create({ variables: { quoteRequestId } }));
    const list = done?.data.data?.createTodoListForQuoteRequest;
    if (list) void navigate(`/todo/${list.id}`);
  };
  return (
    <Button variant="secondary" onPress={() => void onPress()} isPending={loading}>
      {todoIt.createForRequest}
    </Button>
  );
}
