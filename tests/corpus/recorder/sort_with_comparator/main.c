#include <stdio.h>

int descending(int a, int b) { return b - a; }

void sort(int *v, int n, int (*before)(int, int)) {
    for (int i = 1; i < n; i++) {
        int key = v[i];
        int j = i - 1;
        while (j >= 0 && before(v[j], key) > 0) {
            v[j + 1] = v[j];
            j--;
        }
        v[j + 1] = key;
    }
}

int main(void) {
    int nums[4] = { 3, 9, 1, 7 };
    sort(nums, 4, descending);
    for (int i = 0; i < 4; i++)
        printf("%d ", nums[i]);
    printf("\n");
    return 0;
}
