import { TodoPage } from '../../features/todo/TodoPage';

export default TodoPage;
