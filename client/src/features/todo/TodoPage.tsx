import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { ArrowLeft } from 'lucide-react';
import { Button, Dialog, LinkButton, Modal, Skeleton } from '../../ui';
import { todoStrings as todoIt } from '../../i18n/it.todo';
import { useSession } from '../../state/session';
import { openAuthDialog } from '../../state/authDialog';
import { rememberReturnTo } from '../../state/returnTo';
import { DeleteTodoListDocument, TodoListsDocument } from './todo.generated';
import { runMutation } from '../../lib/mutationErrors';
import { groupLists, removeListFromCache } from './cache';
import { TodoSidebar } from './TodoSidebar';
import { TodoDetail } from './TodoDetail';
import * as s from './Todo.css';

const t = todoIt;

/**
 * /todo and /todo/{id}: the side list ('In corso', 'Chiuse') and the open list. On a phone one at a time
 * (CSS decides, so the server's and the browser's first render agree): the lists, or the open list with
 * a way back.
 */
export function TodoPage() {
  const session = useSession();
  const signedIn = !!session.token;
  const { id } = useParams();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(TodoListsDocument, {
    skip: !signedIn,
    fetchPolicy: 'cache-and-network',
  });
  const [deleteList] = useMutation(DeleteTodoListDocument);
  const [failedDelete, setFailedDelete] = useState<string | null>(null);
  // Signed out, like the other signed-in-only pages: the guest login dialog opens.
  useEffect(() => {
    if (!signedIn) {
      rememberReturnTo(window.location.pathname + window.location.search);
      openAuthDialog('login', 'GUEST');
    }
  }, [signedIn]);

  const groups = groupLists(data);
  const selected = id ? groups.all.find((l) => l.id === id) : undefined;

  /** Deleting clears the selection at once; a failure offers to open the list again. */
  const remove = (listId: string) => {
    void navigate('/todo');
    void runMutation(
      () =>
        deleteList({
          variables: { id: listId },
          update: (cache, { data: answer }) => {
            if (answer?.deleteTodoList) removeListFromCache(cache, answer.deleteTodoList);
          },
        }),
      // The dialog below says it and offers the list again.
      { onMessage: () => setFailedDelete(listId) },
    );
  };

  let detail;
  if (!signedIn) detail = null;
  else if (error && !data) detail = <LoadError onRetry={() => void refetch()} />;
  else if (!data) detail = <Skeleton variant="text" />;
  else if (!id) detail = <p className={s.muted}>{t.selectList}</p>;
  else if (!selected) detail = <p className={s.muted}>{t.listNotFound}</p>;
  else detail = <TodoDetail key={selected.id} list={selected} onDelete={() => remove(selected.id)} />;

  return (
    <div className={s.page} data-view={id ? 'detail' : 'lists'}>
      <h1 className={s.pageTitle}>{t.pageTitle}</h1>
      <div className={s.layout}>
        <nav className={s.sidebar} aria-label={t.listsNav}>
          {signedIn &&
            (error && !data ? (
              <LoadError onRetry={() => void refetch()} />
            ) : (
              <TodoSidebar groups={groups} loading={loading && !data} selectedId={id ?? null} />
            ))}
        </nav>
        <section className={s.detail} aria-label={selected?.name ?? t.pageTitle}>
          {id && (
            <LinkButton href="/todo" variant="ghost" className={s.back}>
              <ArrowLeft aria-hidden="true" size={18} /> {t.back}
            </LinkButton>
          )}
          {detail}
        </section>
      </div>
      <Modal isOpen={failedDelete !== null} onOpenChange={(open) => !open && setFailedDelete(null)}>
        <Dialog
          role="alertdialog"
          title={t.errorTitle}
          footer={
            <Button
              onPress={() => {
                const listId = failedDelete;
                setFailedDelete(null);
                if (listId) void navigate(`/todo/${listId}`);
              }}
            >
              {t.openList}
            </Button>
          }
        >
          <p>{t.error}</p>
        </Dialog>
      </Modal>
    </div>
  );
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className={s.loadError}>
      <p>{t.error}</p>
      <Button variant="secondary" onPress={onRetry}>
        {t.retry}
      </Button>
    </div>
  );
}
