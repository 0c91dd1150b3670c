/* Does nothing: the baseline of system calls the loader and libc make before main (strace). */
int main(void)
{
    return 0;
}
