import { useMutation } from "@tanstack/react-query";

/**
 * A feature's write hooks all refresh the same queries after a write, and the write counts as done
 * once they are fresh. Given the feature's refresh hook, this makes its writes' hook.
 */
export function refreshingMutation(useRefresh: () => () => Promise<unknown>) {
  return function useRefreshingMutation<TVariables, TResult>(
    run: (variables: TVariables) => Promise<TResult>,
  ) {
    const refresh = useRefresh();
    return useMutation({ mutationFn: run, onSuccess: refresh });
  };
}
